import { getDocumentProxy } from 'unpdf';
import { exceedsUnpackedSize } from './unpacked-size';

/** What one reading may take from a file; past any of these it stops and says which. */
export type PdfReadingLimits = {
  /** Bytes the file's compressed streams may unpack to, all together. */
  unpackedBytes: number;
  /** Characters of text, all pages together. */
  textChars: number;
  pages: number;
};

export type PdfRefusal =
  'password' | 'unreadable' | 'too_many_pages' | 'too_much_text' | 'too_large_unpacked';

export type PdfReading =
  { ok: true; pages: string[]; metadataTitle: string | undefined } | { ok: false; refusal: PdfRefusal };

export type PdfReadingJob = { bytes: Uint8Array; limits: PdfReadingLimits };

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

function refuse(refusal: PdfRefusal): PdfReading {
  return { ok: false, refusal };
}

/** pdf.js throws a PasswordException by name for a password-protected file. */
function failureOf(error: unknown): PdfRefusal {
  return (error as { name?: string }).name === 'PasswordException' ? 'password' : 'unreadable';
}

/**
 * Control characters (NUL, form feeds, C1 codes) and lone surrogates, which PDFs carry often: they would be
 * refused by the contract's text rule or by PostgreSQL once they reach a title or a lesson, so they become spaces.
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, ' ');
}

/** The text of one page, a line break after each line, as unpdf's extractText gives it. */
async function pageText(document: PdfDocument, pageNumber: number): Promise<string> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  return storableText(
    content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
  );
}

async function metadataTitle(document: PdfDocument): Promise<string | undefined> {
  const metadata = await document.getMetadata().catch(() => undefined);
  const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
  const clean = typeof title === 'string' ? storableText(title).trim() : '';
  return clean || undefined;
}

async function readPages(document: PdfDocument, limits: PdfReadingLimits): Promise<PdfReading> {
  if (document.numPages > limits.pages) return refuse('too_many_pages');
  const pages: string[] = [];
  let characters = 0;
  for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
    const text = await pageText(document, pageNumber);
    characters += text.length;
    if (characters > limits.textChars) return refuse('too_much_text');
    pages.push(text);
  }
  return { ok: true, pages, metadataTitle: await metadataTitle(document) };
}

/**
 * The text of each page and the metadata title, read with pdf.js. Runs in a worker thread (pdf-text.worker.ts):
 * reading a hostile file can take a lot of time and memory, which the worker's owner bounds from outside.
 */
export async function readPdf({ bytes, limits }: PdfReadingJob): Promise<PdfReading> {
  if (await exceedsUnpackedSize(bytes, limits.unpackedBytes)) return refuse('too_large_unpacked');
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(bytes, { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    return refuse(failureOf(error));
  }
  try {
    return await readPages(document, limits);
  } catch (error) {
    return refuse(failureOf(error));
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
