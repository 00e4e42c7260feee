import { extractText, getDocumentProxy } from 'unpdf';
import { AppError } from '../../lib/errors';

export type PdfText = { pages: string[]; metadataTitle: string | undefined };

const MAX_PAGES = 1000;

/** pdf.js throws these by name for a password-protected file and a file that is not a readable PDF. */
function readError(error: unknown): AppError {
  if ((error as { name?: string }).name === 'PasswordException') {
    return new AppError(
      'bad_request',
      'This PDF is password-protected. Please remove the password and upload it again.',
    );
  }
  return new AppError(
    'bad_request',
    'This PDF could not be read; it may be damaged. Please export it again and retry.',
  );
}

/** The text of each page, and the title stored in the document's metadata, if it has one. */
export async function extractPdfText(bytes: Buffer): Promise<PdfText> {
  // pdf.js may take ownership of the buffer it is given: hand it a copy.
  const data = new Uint8Array(bytes);
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    throw readError(error);
  }
  try {
    if (document.numPages > MAX_PAGES) {
      throw new AppError(
        'bad_request',
        `This PDF has more than ${MAX_PAGES} pages. Please split it into smaller parts.`,
      );
    }
    const { text } = await extractText(document, { mergePages: false });
    const metadata = await document.getMetadata().catch(() => undefined);
    const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
    return {
      pages: text,
      metadataTitle: typeof title === 'string' && title.trim() ? title.trim() : undefined,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw readError(error);
  } finally {
    await document.destroy().catch(() => undefined);
  }
}
