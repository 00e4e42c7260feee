import { readFileSync } from 'node:fs';
import path from 'node:path';

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"')));
}

/** Reads one field (msgid or msgstr) of a .po entry, joining continuation lines. */
function field(lines: string[], key: string): string | undefined {
  const start = lines.findIndex((line) => line.startsWith(`${key} "`));
  if (start === -1) return undefined;
  const continuation = lines.slice(start + 1);
  const end = continuation.findIndex((line) => !line.startsWith('"'));
  return [lines[start] ?? '', ...continuation.slice(0, end === -1 ? undefined : end)].map(unquote).join('');
}

/**
 * The translation of an English message in a web catalogue, read from the same .po file the app is built
 * from; a journey then checks the screen shows it. Fails loudly when it is missing or untranslated.
 */
export function translation(language: string, catalogue: string, english: string): string {
  const text = readFileSync(path.join(LOCALES, language, `${catalogue}.po`), 'utf8');
  for (const entry of text.split('\n\n')) {
    const lines = entry.split('\n');
    if (field(lines, 'msgid') !== english) continue;
    const translated = field(lines, 'msgstr');
    if (!translated || translated === english) break;
    return translated;
  }
  throw new Error(`No ${language} translation of "${english}" in ${catalogue}.po`);
}
