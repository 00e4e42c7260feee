import { Question } from '@somo/contract/assessments';
import { readWrittenNumber } from './written-number';

/**
 * Moodle's GIFT text format, read into our questions and written back.
 *
 * Reading: questions are separated by blank lines; `//` lines are comments; `::title::` names a question
 * (returned beside it, since our questions have no title); `[html]`, `[moodle]`, `[plain]` and `[markdown]`
 * markers are removed and the text is kept as written; `\~ \= \# \{ \} \: \\` escape those characters and
 * `\n` is a line break.
 * `{T}`, `{F}`, `{TRUE}`, `{FALSE}` give true/false; `{=right ~wrong}` multiple choice; `{~%50%a ~%50%b ~%-100%c}`
 * (only `~`, as Moodle reads it) multiple select; `{=a =b}` short answer; `{#3.14:0.01}`, `{#3.13..3.15}` and
 * `{#=3.14:0.01 =%50%3.1:0.1}` numeric; `{}` an essay. The general feedback (`####…`) becomes the question's
 * feedback; feedback on single answers (`#…`) has no place in our questions and is left out, as are the partly
 * right answers of short answer and numeric questions (only the full-credit ones count). `$CATEGORY:` lines tag
 * the questions after them with the category's last path segment (`$course$/top/Algebra/Fractions` → `Fractions`).
 *
 * Anything we cannot represent is skipped with its line and the reason: matching questions, missing-word questions
 * (text after the answers), descriptions without answers, single-answer choices with partly right or penalised
 * answers, and whatever the contract refuses (too many options, text too long…).
 */

export type GiftQuestion = { line: number; title?: string; tags: string[]; question: Question };
export type GiftSkip = { line: number; title?: string; reason: string };
export type GiftImport = { questions: GiftQuestion[]; skipped: GiftSkip[] };

type Block = { line: number; text: string; category: string | undefined };
type Answer = { marker: string; weight: number | undefined; text: string };
type Parsed = { question: Record<string, unknown> } | { reason: string };

const ESCAPABLE = '\\~=#{}:n';
const FORMAT_MARKER = /^\s*\[(?:html|moodle|plain|markdown)\]/;
const WEIGHT = /^\s*%(-?\d{1,3}(?:\.\d+)?)%/;
const TRUE_FALSE = new Map([
  ['T', true],
  ['TRUE', true],
  ['F', false],
  ['FALSE', false],
]);
/** How far the right answers' weights of a multiple select may miss 100% (three times 33.33333 is 99.99999). */
const WEIGHT_SLACK = 0.1;

/** For each character, whether it belongs to an escape (the backslash or what it escapes): never syntax. */
function escapeMask(text: string): boolean[] {
  const mask = Array.from({ length: text.length }, () => false);
  for (let index = 0; index < text.length - 1; index += 1) {
    if (text[index] === '\\' && ESCAPABLE.includes(text[index + 1] ?? '')) {
      mask[index] = true;
      mask[index + 1] = true;
      index += 1;
    }
  }
  return mask;
}

/** Every place `search` stands in `text` outside escapes. */
function plainIndexes(text: string, search: string): number[] {
  const mask = escapeMask(text);
  const found: number[] = [];
  for (let index = text.indexOf(search); index !== -1; index = text.indexOf(search, index + 1)) {
    if (!mask.slice(index, index + search.length).some(Boolean)) found.push(index);
  }
  return found;
}

const firstPlain = (text: string, search: string) => plainIndexes(text, search)[0] ?? -1;
const lastPlain = (text: string, search: string) => plainIndexes(text, search).at(-1) ?? -1;

/** Cuts `text` before each marker character outside escapes; the first part is what comes before any marker. */
function splitAtMarkers(text: string, markers: string): { marker: string; body: string }[] {
  const mask = escapeMask(text);
  const parts: { marker: string; body: string }[] = [];
  let marker = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (mask[index] || !markers.includes(char)) continue;
    parts.push({ marker, body: text.slice(start, index) });
    marker = char;
    start = index + 1;
  }
  parts.push({ marker, body: text.slice(start) });
  return parts;
}

const unescape = (text: string) =>
  text.replace(/\\([\\~=#{}:n])/g, (_, char: string) => (char === 'n' ? '\n' : char));

/** A piece of text as written: format marker removed, escapes resolved, trimmed. */
const cleanText = (text: string) => unescape(text.trim().replace(FORMAT_MARKER, '')).trim();

/** Text before the first `#` outside escapes: an answer without its feedback. */
const withoutFeedback = (text: string) => {
  const hash = firstPlain(text, '#');
  return hash === -1 ? text : text.slice(0, hash);
};

function readAnswer({ marker, body }: { marker: string; body: string }): Answer {
  const weight = WEIGHT.exec(body);
  const rest = weight ? body.slice(weight[0].length) : body;
  return { marker, weight: weight ? Number(weight[1]) : undefined, text: cleanText(withoutFeedback(rest)) };
}

const readNumber = (text: string) => readWrittenNumber(text.trim());

/** Rounds away the binary noise of halving a range (3.141..3.142 gives 3.1415 ± 0.0005, not 0.000499999…). */
const tidy = (value: number) => Number(value.toPrecision(12));

/** `value:tolerance`, `min..max` or a lone value. */
function readNumericAnswer(text: string): { correct_answer: number; tolerance: number } | undefined {
  const range = text.indexOf('..');
  if (range > 0) {
    const min = readNumber(text.slice(0, range));
    const max = readNumber(text.slice(range + 2));
    if (min === undefined || max === undefined || min > max) return undefined;
    return { correct_answer: tidy((min + max) / 2), tolerance: tidy((max - min) / 2) };
  }
  const colon = text.indexOf(':');
  const value = readNumber(colon === -1 ? text : text.slice(0, colon));
  const tolerance = colon === -1 ? 0 : readNumber(text.slice(colon + 1));
  if (value === undefined || tolerance === undefined) return undefined;
  return { correct_answer: value, tolerance: Math.abs(tolerance) };
}

function numericQuestion(body: string): Parsed {
  // After `~` come only comments on wrong answers.
  const wrong = firstPlain(body, '~');
  const parts = splitAtMarkers(wrong === -1 ? body : body.slice(0, wrong), '=');
  const answers = parts.filter((part) => part.marker !== '' || part.body.trim() !== '').map(readAnswer);
  const full = answers.find((answer) => (answer.weight ?? 100) === 100);
  if (!full) return { reason: 'No numeric answer gets full credit.' };
  const value = readNumericAnswer(full.text);
  if (!value) return { reason: 'Numeric answers must look like 3.14, 3.14:0.01 or 3.13..3.15.' };
  return { question: { type: 'numeric', ...value } };
}

function shortAnswerQuestion(body: string): Parsed {
  const answers = splitAtMarkers(body, '=')
    .filter((part) => part.marker !== '' || part.body.trim() !== '')
    .map(readAnswer);
  const accepted = answers.filter((answer) => (answer.weight ?? 100) === 100).map((answer) => answer.text);
  if (accepted.length === 0) return { reason: 'No answer gets full credit.' };
  return { question: { type: 'short_answer', accepted_answers: accepted } };
}

/** `=` marks the one right answer; every other answer must be plainly wrong. */
function singleChoice(answers: Answer[]): Parsed {
  const weights = answers.map((answer) => (answer.marker === '=' ? 100 : (answer.weight ?? 0)));
  const right = weights.filter((weight) => weight === 100).length;
  if (right > 1) return { reason: 'Several right answers to a one-answer question are not supported.' };
  if (weights.some((weight) => weight !== 100 && weight !== 0)) {
    return { reason: 'Partly right or penalised answers to a one-answer question are not supported.' };
  }
  return {
    question: {
      type: 'multiple_choice',
      options: answers.map((answer) => answer.text),
      correct_answer: weights.indexOf(100),
    },
  };
}

/**
 * Only `~` answers: the right ones carry positive weights. All at 100% means all or nothing; weights sharing 100%,
 * or penalties on wrong answers, mean partial credit (our own right-minus-wrong rule then applies).
 */
function multipleSelect(answers: Answer[]): Parsed {
  const weights = answers.map((answer) => answer.weight ?? 0);
  const right = weights.filter((weight) => weight > 0);
  if (right.length === 0) return { reason: 'No answer is marked right.' };
  const allFull = right.every((weight) => weight === 100);
  const shareHundred = Math.abs(right.reduce((total, weight) => total + weight, 0) - 100) <= WEIGHT_SLACK;
  if (!allFull && !shareHundred) return { reason: "The right answers' weights must add up to 100%." };
  return {
    question: {
      type: 'multiple_select',
      options: answers.map((answer) => answer.text),
      correct_answers: weights.flatMap((weight, index) => (weight > 0 ? [index] : [])),
      partial_credit: !allFull || weights.some((weight) => weight < 0),
    },
  };
}

function choiceQuestion(body: string): Parsed {
  const [before, ...parts] = splitAtMarkers(body, '~=');
  if (before && before.body.trim() !== '') return { reason: 'Each answer must start with = or ~.' };
  const answers = parts.map(readAnswer);
  return answers.some((answer) => answer.marker === '=') ? singleChoice(answers) : multipleSelect(answers);
}

function isMatching(body: string): boolean {
  const parts = splitAtMarkers(body, '=').filter((part) => part.marker === '=');
  return parts.length > 0 && parts.every((part) => firstPlain(part.body, '->') !== -1);
}

/** What the answer section holds, decided in Moodle's order. */
function readAnswers(body: string): Parsed {
  if (body === '') return { question: { type: 'essay' } };
  if (body.startsWith('#')) return numericQuestion(body.slice(1));
  if (firstPlain(body, '~') !== -1) return choiceQuestion(body);
  if (isMatching(body)) return { reason: 'Matching questions are not supported.' };
  const truth = TRUE_FALSE.get(cleanText(withoutFeedback(body)).toUpperCase());
  if (truth !== undefined) return { question: { type: 'true_false', correct_answer: truth } };
  return shortAnswerQuestion(body);
}

/** The title, when the block starts with `::title::`, and the rest. */
function splitTitle(text: string): { title?: string; rest: string } | undefined {
  if (!text.startsWith('::')) return { rest: text };
  const end = firstPlain(text.slice(2), '::');
  if (end === -1) return undefined;
  return { title: cleanText(text.slice(2, end + 2)), rest: text.slice(end + 4).trim() };
}

/** The category's last path segment, leaving out Moodle's `$course$`-style contexts and its `top` root. */
function categoryTag(category: string | undefined): string[] {
  const segments = (category ?? '')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && !/^\$\w*\$$/.test(segment));
  const last = segments.at(-1);
  return last === undefined || (last === 'top' && segments.length === 1) ? [] : [last];
}

function readBlock(block: Block): GiftQuestion | GiftSkip {
  const titled = splitTitle(block.text);
  if (!titled) return { line: block.line, reason: 'The title is not closed with ::.' };
  const { title, rest } = titled;
  const named = title === undefined || title === '' ? { line: block.line } : { line: block.line, title };
  const open = firstPlain(rest, '{');
  const close = open === -1 ? -1 : firstPlain(rest.slice(open), '}') + open;
  if (open === -1 && firstPlain(rest, '}') === -1) {
    return { ...named, reason: 'No answers in braces: a description, not a question.' };
  }
  if (open === -1 || close < open) return { ...named, reason: 'The answers must be enclosed in { and }.' };
  if (/[\p{L}\p{N}]/u.test(rest.slice(close + 1))) {
    return { ...named, reason: 'Missing-word questions (text after the answers) are not supported.' };
  }
  let body = rest.slice(open + 1, close).trim();
  const general = lastPlain(body, '####');
  const feedback = general === -1 ? undefined : cleanText(body.slice(general + 4));
  if (general !== -1) body = body.slice(0, general).trim();
  const read = readAnswers(body);
  if ('reason' in read) return { ...named, reason: read.reason };
  const parsed = Question.safeParse({
    question: cleanText(rest.slice(0, open)),
    ...read.question,
    ...(feedback ? { feedback } : {}),
  });
  if (!parsed.success)
    return { ...named, reason: parsed.error.issues[0]?.message ?? 'Not a valid question.' };
  return { ...named, tags: categoryTag(block.category), question: parsed.data };
}

const CATEGORY = /^\s*\$CATEGORY:(.*)$/;

/** Blank-line separated blocks without their comment lines; a `$CATEGORY:` line applies to the blocks after it. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let category: string | undefined;
  let current: { line: number; lines: string[] } | undefined;
  const finish = () => {
    if (current) blocks.push({ line: current.line, text: current.lines.join('\n').trim(), category });
    current = undefined;
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    const categoryLine = current ? null : CATEGORY.exec(line);
    if (line.trim() === '') {
      finish();
    } else if (categoryLine) {
      category = categoryLine[1]?.trim();
    } else if (!line.trim().startsWith('//')) {
      current ??= { line: index + 1, lines: [] };
      current.lines.push(line);
    }
  }
  finish();
  return blocks;
}

export function parseGift(text: string): GiftImport {
  const result: GiftImport = { questions: [], skipped: [] };
  for (const block of blocksOf(text)) {
    const read = readBlock(block);
    if ('question' in read) result.questions.push(read);
    else result.skipped.push(read);
  }
  return result;
}

const escapeGift = (text: string) =>
  text.replace(/[\\~=#{}:]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** `100/k` to five decimals, as Moodle writes shared weights (33.33333). */
const share = (count: number) => String(Number((100 / count).toFixed(5)));

function selectLines(question: Extract<Question, { type: 'multiple_select' }>): string[] {
  const right = new Set(question.correct_answers);
  const weight = question.partial_credit ? share(right.size) : '100';
  // Moodle takes penalties from the weights: these match our right-minus-wrong rule.
  const wrong = question.partial_credit ? `~%-${share(right.size)}%` : '~';
  return question.options.map((option, index) =>
    right.has(index) ? `~%${weight}%${escapeGift(option)}` : `${wrong}${escapeGift(option)}`,
  );
}

/** The lines inside the braces. Text questions become short answer (with an expected answer) or essay. */
function answerLines(question: Question): string[] {
  switch (question.type) {
    case 'multiple_choice':
      return question.options.map(
        (option, index) => `${index === question.correct_answer ? '=' : '~'}${escapeGift(option)}`,
      );
    case 'multiple_select':
      return selectLines(question);
    case 'true_false':
      return [question.correct_answer ? 'TRUE' : 'FALSE'];
    case 'short_answer':
      return question.accepted_answers.map((answer) => `=${escapeGift(answer)}`);
    case 'text':
      return question.correct_answer === null ? [] : [`=${escapeGift(question.correct_answer)}`];
    case 'numeric':
      return [`#${question.correct_answer}:${question.tolerance}`];
    case 'essay':
      return [];
  }
}

/**
 * Our questions as GIFT, one block each. Points have no place in GIFT and are left out; everything else reads
 * back as it was (text questions as short answer or essay).
 */
export function exportGift(questions: readonly Question[]): string {
  return questions
    .map((question) => {
      const lines = answerLines(question);
      if (question.feedback) lines.push(`####${escapeGift(question.feedback)}`);
      const inside = lines.map((line) => `\t${line}\n`).join('');
      return `${escapeGift(question.question)} {\n${inside}}\n`;
    })
    .join('\n');
}

/** The category line parseGift reads back as `tag` (the last segment of the path under Moodle's course context). */
const categoryLine = (tag: string) => `$CATEGORY: $course$/top/${tag}\n`;

/**
 * Tagged questions as GIFT: each under a `$CATEGORY:` line naming its first tag, so parseGift reads it back with
 * that tag; untagged questions come first, before any category. GIFT gives a question one category: further
 * tags are not written.
 */
export function exportGiftWithTags(
  questions: readonly { question: Question; tags: readonly string[] }[],
): string {
  const byTag = new Map<string, Question[]>();
  for (const { question, tags } of questions) {
    const tag = tags[0] ?? '';
    const group = byTag.get(tag) ?? [];
    group.push(question);
    byTag.set(tag, group);
  }
  const untagged = byTag.get('');
  byTag.delete('');
  const groups = [...byTag].map(([tag, group]) => `${categoryLine(tag)}\n${exportGift(group)}`);
  return [...(untagged ? [exportGift(untagged)] : []), ...groups].join('\n');
}
