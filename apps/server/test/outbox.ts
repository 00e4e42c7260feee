import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** An e-mail as its reader sees it: header values decoded from RFC 2047 words, the body from its transfer encoding. */
export type ReadMail = {
  /** The decoded To header, e.g. 'Françoise Uwase <francoise@example.com>'. */
  to: string;
  /** The address alone, e.g. 'francoise@example.com'. */
  toAddress: string;
  subject: string;
  /** The decoded body, with plain \n line ends and without the line end that closes the message. */
  text: string;
  /** Every header by its lower-case name, decoded. */
  headers: Record<string, string>;
  /** The message as it was written, to check the encoding itself. */
  raw: string;
};

/** Bytes of quoted-printable text: =XX is one byte, everything else stands for itself. */
function quotedPrintableBytes(text: string): Buffer {
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(/=([0-9A-F]{2})/gi)) {
    parts.push(
      Buffer.from(text.slice(last, match.index), 'utf8'),
      Buffer.from([parseInt(match[1] ?? '', 16)]),
    );
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  return Buffer.concat(parts);
}

const ENCODED_WORD = /=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi;

function wordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64');
  return quotedPrintableBytes(text.replace(/_/g, ' '));
}

/**
 * Decodes the RFC 2047 words of a header value. A character may be split across two neighbouring words, so a run
 * of them is decoded as one; the space between them is folding, not text (RFC 2047, 6.2).
 */
export function decodeHeaderValue(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[\w-]+\?[QB]\?[^?]*\?=)+/gi, (run) => {
    const words = [...run.matchAll(ENCODED_WORD)];
    const charset = words[0]?.[1] ?? 'utf-8';
    const bytes = words.map(([, , encoding = '', text = '']) => wordBytes(encoding, text));
    return new TextDecoder(charset).decode(Buffer.concat(bytes));
  });
}

function decodeBody(body: string, transferEncoding: string, charset: string): string {
  const decoder = new TextDecoder(charset);
  if (transferEncoding === 'base64') return decoder.decode(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  if (transferEncoding === 'quoted-printable') {
    return decoder.decode(quotedPrintableBytes(body.replace(/=\r?\n/g, '')));
  }
  return body;
}

/** Reads a single-part text message, as the server writes them. */
export function parseEml(raw: string): ReadMail {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers: Record<string, string> = {};
  // A line that starts with white space continues the header above it.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  const charset = /charset="?([\w-]+)/i.exec(headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  const transferEncoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const to = headers.to ?? '';
  return {
    to,
    toAddress: /<([^>]+)>/.exec(to)?.[1] ?? to,
    subject: headers.subject ?? '',
    text: decodeBody(body, transferEncoding, charset).replace(/\r\n/g, '\n').replace(/\n$/, ''),
    headers,
    raw,
  };
}

/** Every e-mail the server wrote to DATA_DIR/outbox, decoded. */
export async function outboxMails(dataDir: string): Promise<ReadMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  files.sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(outbox, file), 'utf8'))));
}

/** The e-mails to `address`, oldest first. */
export async function outboxMailsTo(dataDir: string, address: string): Promise<ReadMail[]> {
  const mails = await outboxMails(dataDir);
  return mails.filter((mail) => mail.toAddress.toLowerCase() === address.toLowerCase());
}

/**
 * E-mails often leave after the answer: waits (a few seconds at most) for `count` e-mails to `address` that
 * `match` accepts, and answers them oldest first.
 */
export async function waitForMails(
  dataDir: string,
  address: string,
  {
    count = 1,
    match = () => true,
    timeoutMs = 5000,
  }: {
    count?: number;
    match?: (mail: ReadMail) => boolean;
    timeoutMs?: number;
  } = {},
): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await outboxMailsTo(dataDir, address)).filter(match);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} e-mails reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The newest e-mail to `address` that `match` accepts, waiting for it as `waitForMails` does. */
export async function waitForMail(
  dataDir: string,
  address: string,
  options: { match?: (mail: ReadMail) => boolean; timeoutMs?: number } = {},
): Promise<ReadMail> {
  const mails = await waitForMails(dataDir, address, options);
  const newest = mails[mails.length - 1];
  if (!newest) throw new Error(`no e-mail reached ${address}`);
  return newest;
}
