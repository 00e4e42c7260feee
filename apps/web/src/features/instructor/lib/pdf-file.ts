import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '../../../lib/format';

/** Spec 02 §9: the PDF chosen for a course may be at most 10 MB. */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;

export const PDF_TYPE_ERROR = msg`Please select a PDF file.`;
export const PDF_SIZE_ERROR = msg`PDF file size must be less than 10MB.`;

/** Spec 02 §5: the file must be a PDF and at most 10 MB; the server checks the content itself again. */
export function pdfFileError(file: Pick<File, 'name' | 'type' | 'size'>): MessageDescriptor | null {
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!isPdf) return PDF_TYPE_ERROR;
  if (file.size > PDF_MAX_BYTES) return PDF_SIZE_ERROR;
  return null;
}

const KB = 1024;
const MB = 1024 * 1024;

/** '900 B', '2 KB', '2.5 MB' (French writes octets: '2,5 Mo'). */
export function fileSizeLabel(i18n: I18n, bytes: number): string {
  if (bytes < KB) {
    const size = formatNumber(bytes);
    return i18n._(msg`${size} B`);
  }
  if (bytes < MB) {
    const size = formatNumber(Math.round(bytes / KB));
    return i18n._(msg`${size} KB`);
  }
  const size = formatNumber(bytes / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n._(msg`${size} MB`);
}

/** "1 h 5 min" from minutes. */
export function durationLabel(i18n: I18n, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._(msg`${rest} min`);
  return rest === 0 ? i18n._(msg`${hours} h`) : i18n._(msg`${hours} h ${rest} min`);
}
