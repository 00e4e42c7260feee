/** LIKE treats % and _ as wildcards; a search for "100%" means the characters. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** PostgreSQL reports a lost race on a unique index as 23505 (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/** Raw SQL rows carry timestamps as Date (node-postgres) or string; answers always use ISO strings. */
export function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}
