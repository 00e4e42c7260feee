export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
};

/** The type told by the file's first bytes; a name or a Content-Type header can lie. */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { mime: 'image/jpeg', extension: 'jpg' };
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { mime: 'image/png', extension: 'png' };
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return { mime: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.toString('ascii', 0, 5) === '%PDF-';
}

/** The names of the entries of a ZIP archive, read from its central directory; undefined when it is not one. */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return undefined;
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65,535.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export type DocumentKind = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'odt' | 'txt';

/** Office Open XML files are ZIP archives whose main part tells the application. */
const OFFICE_MAIN_PARTS: [DocumentKind, string][] = [
  ['docx', 'word/document.xml'],
  ['xlsx', 'xl/workbook.xml'],
  ['pptx', 'ppt/presentation.xml'],
];

/** An OpenDocument file starts with an uncompressed `mimetype` entry naming its type (ODF 1.2, part 3, §3.3). */
const ODT_MIMETYPE = 'mimetypeapplication/vnd.oasis.opendocument.text';

/** Text a person wrote: valid UTF-8 with no control characters besides tab, line breaks and form feed. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/** Which handout a file is, told by its content; undefined for anything a lesson does not offer. */
export function detectDocumentKind(bytes: Buffer): DocumentKind | undefined {
  if (isPdf(bytes)) return 'pdf';
  const entries = zipEntryNames(bytes);
  if (entries) {
    if (bytes.toString('latin1', 30, 30 + ODT_MIMETYPE.length) === ODT_MIMETYPE) return 'odt';
    if (!entries.includes('[Content_Types].xml')) return undefined;
    return OFFICE_MAIN_PARTS.find(([, part]) => entries.includes(part))?.[0];
  }
  return isPlainText(bytes) ? 'txt' : undefined;
}

export type VideoKind = 'mp4' | 'webm';

/** MP4 brands browsers play; QuickTime, HEIF pictures and audio-only files share the box format but are not these. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);

/** Which video a file is, told by its content: an MP4 `ftyp` box with a playable brand, or WebM's EBML header. */
export function detectVideoKind(bytes: Buffer): VideoKind | undefined {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return MP4_BRANDS.has(bytes.toString('latin1', 8, 12)) ? 'mp4' : undefined;
  }
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) {
    return bytes.subarray(0, 64).includes('webm', 0, 'latin1') ? 'webm' : undefined;
  }
  return undefined;
}

/** A WebVTT file: UTF-8 text whose first line is WEBVTT, alone or followed by a space or tab. */
export function isWebVtt(bytes: Buffer): boolean {
  const text = bytes.toString('utf8', 0, 16).replace(/^\uFEFF/, '');
  return /^WEBVTT(?:[ \t\r\n]|$)/.test(text) && isPlainText(bytes);
}
