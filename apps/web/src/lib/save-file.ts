/** Saves a file the app already holds (fetched or built) through a temporary link, as a download would. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Saves a fetched download under the name the server gave it (see the api client's `asBlob`), else `fallbackName`. */
export function saveDownload(file: Blob, fallbackName: string): void {
  saveFile(file instanceof File ? file.name : fallbackName, file);
}
