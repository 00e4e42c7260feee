/** Spec 02 §9: the PDF chosen for a course may be at most 10 MB. */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

export const PDF_TYPE_ERROR = 'Please select a PDF file.';
export const PDF_SIZE_ERROR = 'PDF file size must be less than 10MB.';

/** Spec 02 §5: the file must be a PDF and at most 10 MB; the server checks the content itself again. */
export function pdfFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return PDF_TYPE_ERROR;
  if (file.size > PDF_MAX_BYTES) return PDF_SIZE_ERROR;
  return null;
}

export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "1 h 5 min" from minutes. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
