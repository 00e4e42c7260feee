import { Question } from '@somo/contract/assessments';
import { readWrittenNumber } from './written-number';

/**
 * The spreadsheet template for questions: a header row naming these columns (in any order; only `type` and
 * `question` are required), then one question a row. `|` separates the items of `options`, `correct` and `tags`,
 * so an option cannot contain `|`.
 * - multiple_choice: `options`; `correct` is the right option's number, counting from 1.
 * - multiple_select: `options`; `correct` lists the right options' numbers (`1|3`); `partial_credit` yes or no
 *   (no when empty).
 * - true_false: `correct` is true or false.
 * - short_answer: `correct` lists the accepted answers.
 * - numeric: `correct` is the number, with a dot before any decimals; `tolerance` is 0 when empty.
 * - essay: nothing more. text: `correct` is an optional expected answer, taken whole.
 * Any type may have `points`, `feedback` and `tags` (for the question bank).
 * The file is CSV as RFC 4180 has it: a cell holding commas, line breaks or quotes is put in double quotes, a
 * quote inside written twice. Rows are counted as a spreadsheet counts them, the header being row 1.
 */
export const QUESTION_CSV_COLUMNS = [
  'type',
  'question',
  'options',
  'correct',
  'tolerance',
  'partial_credit',
  'points',
  'feedback',
  'tags',
] as const;
type Column = (typeof QUESTION_CSV_COLUMNS)[number];
type Cells = Record<Column, string>;

export type CsvQuestion = { row: number; tags: string[]; question: Question };
export type CsvSkip = { row: number; reason: string };
export type CsvImport = { questions: CsvQuestion[]; skipped: CsvSkip[] };

type CsvRecord = { row: number; cells: string[] };
type Built = { fields: Record<string, unknown> } | { reason: string };

const OPTION_NUMBER = /^[1-9]\d{0,2}$/;
const YES_NO = new Map([
  ['', false],
  ['yes', true],
  ['no', false],
  ['true', true],
  ['false', false],
]);
const TRUE_FALSE = new Map([
  ['true', true],
  ['false', false],
]);
const CHOICE_TYPES = ['multiple_choice', 'multiple_select'];
const NO_HEADER = 'The first row must name the columns, type and question at least.';
const UNCLOSED = 'A quoted cell is not closed: nothing after it can be read.';
const TOO_MANY_CELLS = 'This row has more cells than the header: put text with commas in double quotes.';

/**
 * RFC 4180 records: cells split by commas, records by line breaks (CRLF, LF or CR); a cell opening with a quote
 * runs to the closing quote and may hold commas, line breaks and quotes written twice. `unclosedAt` names the
 * row whose quote never closes: nothing after it can be read.
 */
function readRecords(text: string): { records: CsvRecord[]; unclosedAt?: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  const endRecord = () => {
    records.push({ row, cells: [...cells, cell] });
    cells = [];
    cell = '';
    row += 1;
  };
  for (let index = text.startsWith('\uFEFF') ? 1 : 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"' && (quoted || cell === '')) {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else {
      cell += char;
    }
  }
  if (quoted) return { records, unclosedAt: row };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records };
}

/** `a|b|c` as its trimmed items; an empty cell has none. */
const itemsOf = (cell: string) => (cell === '' ? [] : cell.split('|').map((item) => item.trim()));

/** A number, or NaN for the contract to refuse in its own words. */
const numberOf = (cell: string) => readWrittenNumber(cell) ?? Number.NaN;

/** Option numbers counting from 1 as indexes, or undefined when one is not an option number. */
function optionIndexes(cell: string): number[] | undefined {
  const items = itemsOf(cell);
  return items.every((item) => OPTION_NUMBER.test(item)) ? items.map((item) => Number(item) - 1) : undefined;
}

/** A cell the row's type has no use for is a mistake worth naming, not something to drop quietly. */
function unusedCell(cells: Cells): string | undefined {
  if (cells.options !== '' && !CHOICE_TYPES.includes(cells.type)) {
    return 'Only multiple_choice and multiple_select questions have options.';
  }
  if (cells.tolerance !== '' && cells.type !== 'numeric') return 'Only numeric questions have a tolerance.';
  if (cells.partial_credit !== '' && cells.type !== 'multiple_select') {
    return 'Only multiple_select questions give partial credit.';
  }
  if (cells.correct !== '' && cells.type === 'essay') return 'Essays have no correct answer.';
  return undefined;
}

/** The fields of the row's type; an unknown type is left to the contract to name. */
function typeFields(cells: Cells): Built {
  switch (cells.type) {
    case 'multiple_choice': {
      const correct = optionIndexes(cells.correct);
      if (correct?.length !== 1) return { reason: 'Give the correct option by its number, counting from 1.' };
      return { fields: { options: itemsOf(cells.options), correct_answer: correct[0] } };
    }
    case 'multiple_select': {
      const correct = optionIndexes(cells.correct);
      if (!correct)
        return { reason: 'Give the correct options by their numbers, counting from 1, separated by |.' };
      const partial = YES_NO.get(cells.partial_credit.toLowerCase());
      if (partial === undefined) return { reason: 'partial_credit must be yes or no.' };
      return {
        fields: { options: itemsOf(cells.options), correct_answers: correct, partial_credit: partial },
      };
    }
    case 'true_false':
      return { fields: { correct_answer: TRUE_FALSE.get(cells.correct.toLowerCase()) } };
    case 'short_answer':
      return { fields: { accepted_answers: itemsOf(cells.correct) } };
    case 'numeric':
      return {
        fields: {
          correct_answer: numberOf(cells.correct),
          ...(cells.tolerance === '' ? {} : { tolerance: numberOf(cells.tolerance) }),
        },
      };
    case 'text':
      return { fields: { correct_answer: cells.correct } };
    default:
      return { fields: {} };
  }
}

function readRow(cells: Cells): { question: Question } | { reason: string } {
  const unused = unusedCell(cells);
  if (unused) return { reason: unused };
  const built = typeFields(cells);
  if ('reason' in built) return built;
  const parsed = Question.safeParse({
    question: cells.question,
    type: cells.type,
    ...built.fields,
    ...(cells.points === '' ? {} : { points: numberOf(cells.points) }),
    ...(cells.feedback === '' ? {} : { feedback: cells.feedback }),
  });
  if (!parsed.success) return { reason: parsed.error.issues[0]?.message ?? 'Not a valid question.' };
  return { question: parsed.data };
}

/**
 * Which cell holds which column, or the reason the header cannot be used. Spreadsheets often add unnamed columns
 * at the end: their cells are not read.
 */
function readHeader(cells: string[]): Partial<Record<Column, number>> | string {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const named = names.filter((name) => name !== '');
  const known: readonly string[] = QUESTION_CSV_COLUMNS;
  const unknown = named.find((name) => !known.includes(name));
  if (unknown !== undefined) return `Unknown column "${unknown}": the columns are ${known.join(', ')}.`;
  if (new Set(named).size !== named.length) return 'Each column may be named only once.';
  if (!names.includes('type') || !names.includes('question')) {
    return NO_HEADER;
  }
  return Object.fromEntries(names.map((name, index) => [name, index]));
}

const tagsOf = (cell: string) => [...new Set(itemsOf(cell).filter((tag) => tag !== ''))];

/** Questions from a CSV file in the template above, and the rows skipped with the reason. */
export function parseQuestionCsv(text: string): CsvImport {
  const result: CsvImport = { questions: [], skipped: [] };
  const { records, unclosedAt } = readRecords(text);
  const [header, ...rows] = records;
  if (!header) return { ...result, skipped: [{ row: 1, reason: unclosedAt ? UNCLOSED : NO_HEADER }] };
  const columns = readHeader(header.cells);
  if (typeof columns === 'string') return { ...result, skipped: [{ row: 1, reason: columns }] };
  for (const { row, cells } of rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length > header.cells.length) {
      result.skipped.push({ row, reason: TOO_MANY_CELLS });
      continue;
    }
    const named = Object.fromEntries(
      QUESTION_CSV_COLUMNS.map((column) => [column, cells[columns[column] ?? -1]?.trim() ?? '']),
    ) as Cells;
    const read = readRow(named);
    if ('reason' in read) result.skipped.push({ row, reason: read.reason });
    else result.questions.push({ row, tags: tagsOf(named.tags), question: read.question });
  }
  if (unclosedAt !== undefined) result.skipped.push({ row: unclosedAt, reason: UNCLOSED });
  return result;
}
