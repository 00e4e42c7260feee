import { z } from 'zod';

/**
 * The one rule for text the API accepts. Control characters (NUL above all, which PostgreSQL cannot store)
 * and broken UTF-16 never reach the database; long texts keep tabs and line breaks (CR only as part of CRLF).
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the control characters (such as NUL) from this text.';

type StringParams = Parameters<typeof z.string>[0];

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function allowedInLongText(value: string, index: number): boolean {
  const code = value.charCodeAt(index);
  if (code === TAB || code === LINE_FEED) return true;
  return code === CARRIAGE_RETURN && value.charCodeAt(index + 1) === LINE_FEED;
}

/** True when the text has no control characters (apart from long texts' line breaks) and no lone surrogates. */
export function isCleanText(value: string, { multiline }: { multiline: boolean }): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (isControl(code) && !(multiline && allowedInLongText(value, index))) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return false;
      index += 1;
    } else if (isLowSurrogate(code)) {
      return false;
    }
  }
  return true;
}

/** A one-line string field or query parameter: names, titles, searches, e-mails, passwords, tokens. */
export const text = (params?: StringParams) =>
  z.string(params).refine((value) => isCleanText(value, { multiline: false }), {
    error: CONTROL_CHARACTERS_MESSAGE,
  });

/** A string that may span lines: lesson content, descriptions, posts, messages, bios, prompts. */
export const longText = (params?: StringParams) =>
  z.string(params).refine((value) => isCleanText(value, { multiline: true }), {
    error: CONTROL_CHARACTERS_MESSAGE,
  });
