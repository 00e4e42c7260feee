/** Case-insensitive: does any of the fields contain the search term? An empty term matches everything. */
export function matchesSearch(search: string, fields: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}
