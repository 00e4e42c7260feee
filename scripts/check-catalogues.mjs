// `npm run i18n:check`: the message catalogues match the code (every text of the web app is in them) and
// French, Spanish and Swahili translate every message. Extraction rewrites the catalogues in place, so a
// failure leaves the up-to-date files to look at and commit.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-if-stale.mjs';

const web = path.join(root, 'apps/web');
const localesDir = path.join(web, 'src/locales');
const TRANSLATED = ['fr', 'es', 'sw'];

/** The catalogues' contents without the header, which carries the extraction date. */
function snapshot() {
  const files = {};
  for (const language of readdirSync(localesDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    for (const file of readdirSync(path.join(localesDir, language.name))) {
      const text = readFileSync(path.join(localesDir, language.name, file), 'utf8');
      files[`${language.name}/${file}`] = text.slice(text.indexOf('\n\n'));
    }
  }
  return files;
}

/** [msgctxt + msgid, msgstr] of every entry; continuation lines joined. */
function entries(poText) {
  return poText
    .split('\n\n')
    .slice(1)
    .map((entry) => {
      const read = (key) => {
        const lines = entry.split('\n');
        const start = lines.findIndex((line) => line.startsWith(`${key} "`));
        if (start === -1) return '';
        let value = JSON.parse(lines[start].slice(key.length + 1));
        for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i += 1)
          value += JSON.parse(lines[i]);
        return value;
      };
      return [`${read('msgctxt')}\u0004${read('msgid')}`, read('msgstr')];
    });
}

/** Entries whose msgstr is empty: the message is not translated. */
function untranslated(poText) {
  return poText
    .split('\n\n')
    .slice(1)
    .filter((entry) => /\nmsgstr ""$/.test(entry.trimEnd()))
    .map((entry) => (entry.match(/^msgid "(.*)"$/m) ?? ['', '(multi-line message)'])[1]);
}

const before = snapshot();
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: web, encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
const after = snapshot();

const problems = [];
for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
  if (before[file] !== after[file])
    problems.push(`${file} did not match the code (texts added, changed or removed)`);
}
for (const [file, text] of Object.entries(after)) {
  if (!TRANSLATED.includes(file.split('/')[0])) continue;
  for (const message of untranslated(text)) problems.push(`${file}: not translated: "${message}"`);
}

// One message has one id in every catalogue, and the app merges a language's catalogues: two different
// translations of the same English would show one of them at random.
for (const language of TRANSLATED) {
  const seen = new Map();
  for (const [file, text] of Object.entries(after)) {
    if (!file.startsWith(`${language}/`)) continue;
    for (const [key, translated] of entries(text)) {
      const other = seen.get(key);
      if (other && translated && other.translated !== translated) {
        problems.push(
          `${language}: "${key.split('\u0004')[1]}" is "${other.translated}" in ${other.file} but "${translated}" in ${file}`,
        );
      } else if (translated) seen.set(key, { translated, file });
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Message catalogues are incomplete (${problems.length}):\n  ${problems.slice(0, 80).join('\n  ')}`,
  );
  console.error('Run `npm run i18n:extract`, translate the new messages, and commit the catalogues.');
  process.exit(1);
}
console.log(
  `Message catalogues match the code and are fully translated (${Object.keys(after).length} files).`,
);
