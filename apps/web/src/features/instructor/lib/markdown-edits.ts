/**
 * What the lesson editor's toolbar does to the text: each edit takes the text and the selection and answers the
 * new text with the part to select next (the words to type over, or the text just formatted).
 */

export type Selection = { start: number; end: number };
export type Edit = { text: string; selection: Selection };

/** Spaces a double-click takes along stay outside the marks: `**word **` would not be bold. */
function trimSelection(text: string, { start, end }: Selection): Selection {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from] ?? '')) from += 1;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
  return { start: from, end: to };
}

/** Puts `mark` around the selection (or around `placeholder` at the cursor); marked already, it takes them off. */
export function toggleInline(text: string, selection: Selection, mark: string, placeholder: string): Edit {
  const { start, end } = trimSelection(text, selection);
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (start < end && before.endsWith(mark) && after.startsWith(mark)) {
    const unmarked = before.slice(0, -mark.length) + text.slice(start, end) + after.slice(mark.length);
    return { text: unmarked, selection: { start: start - mark.length, end: end - mark.length } };
  }
  const words = start < end ? text.slice(start, end) : placeholder;
  const from = start + mark.length;
  return {
    text: `${before}${mark}${words}${mark}${after}`,
    selection: { start: from, end: from + words.length },
  };
}

/** The whole lines the selection touches. */
function lineSpan(text: string, { start, end }: Selection): Selection {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', end > start && text[end - 1] === '\n' ? end - 1 : end);
  return { start: lineStart, end: nextBreak === -1 ? text.length : nextBreak };
}

export type LinePrefix = {
  /** The prefix of the line at `index` among the written lines (for numbered lists). */
  make: (index: number) => string;
  /** A line that already carries this kind of prefix. */
  pattern: RegExp;
};

export const HEADING: LinePrefix = { make: () => '## ', pattern: /^#{1,6}[ \t]+/ };
export const BULLET: LinePrefix = { make: () => '- ', pattern: /^[-*+][ \t]+/ };
export const NUMBERED: LinePrefix = { make: (index) => `${index + 1}. `, pattern: /^\d+[.)][ \t]+/ };

/**
 * Starts each selected line with the prefix (a heading, a list item); when every written line has it already, it
 * comes off. On an empty line the placeholder is written after the prefix, selected.
 */
export function toggleLinePrefix(
  text: string,
  selection: Selection,
  prefix: LinePrefix,
  placeholder: string,
): Edit {
  const span = lineSpan(text, selection);
  const lines = text.slice(span.start, span.end).split('\n');
  const before = text.slice(0, span.start);
  const after = text.slice(span.end);
  const written = lines.filter((line) => line.trim() !== '');

  if (written.length === 0) {
    const start = span.start + prefix.make(0).length;
    const line = `${prefix.make(0)}${placeholder}`;
    return { text: `${before}${line}${after}`, selection: { start, end: start + placeholder.length } };
  }

  const removing = written.every((line) => prefix.pattern.test(line));
  let count = 0;
  const changed = lines.map((line) => {
    if (line.trim() === '') return line;
    const bare = line.replace(prefix.pattern, '');
    if (removing) return bare;
    const next = prefix.make(count);
    count += 1;
    return `${next}${bare}`;
  });
  const block = changed.join('\n');
  return {
    text: `${before}${block}${after}`,
    selection: { start: span.start, end: span.start + block.length },
  };
}

const LINK_ADDRESS = /^(?:https?:\/\/|mailto:)\S+$/i;

/**
 * Makes the selection a link: selected words become the link's text and the address is selected to type over;
 * a selected address becomes the link's address and the placeholder text is selected.
 */
export function insertLink(
  text: string,
  selection: Selection,
  placeholderText: string,
  placeholderUrl: string,
): Edit {
  const { start, end } = trimSelection(text, selection);
  const selected = text.slice(start, end);
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (LINK_ADDRESS.test(selected)) {
    const from = start + 1;
    return {
      text: `${before}[${placeholderText}](${selected})${after}`,
      selection: { start: from, end: from + placeholderText.length },
    };
  }
  const words = selected || placeholderText;
  const link = `[${words}](${placeholderUrl})`;
  const urlStart = start + words.length + 3;
  return selected
    ? {
        text: `${before}${link}${after}`,
        selection: { start: urlStart, end: urlStart + placeholderUrl.length },
      }
    : { text: `${before}${link}${after}`, selection: { start: start + 1, end: start + 1 + words.length } };
}

/** Characters that would end or break the alt text of `![alt](url)`, escaped; line breaks become spaces. */
export function escapeAltText(alt: string): string {
  return alt
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\[\]]/g, '\\$&');
}

/** Writes `![alt](url)` in place of the selection, with the cursor after it. */
export function insertImage(text: string, selection: Selection, alt: string, url: string): Edit {
  const image = `![${escapeAltText(alt)}](${url})`;
  const cursor = selection.start + image.length;
  return {
    text: `${text.slice(0, selection.start)}${image}${text.slice(selection.end)}`,
    selection: { start: cursor, end: cursor },
  };
}

/** A table needs blank lines around it; those already there are not doubled. */
function blockPadding(before: string, after: string): { lead: string; trail: string } {
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { lead, trail };
}

/** A two-column table after the cursor, on lines of its own, with its first heading selected to type over. */
export function insertTable(
  text: string,
  selection: Selection,
  words: { column: (n: number) => string; cell: string },
): Edit {
  const first = words.column(1);
  const table = [
    `| ${first} | ${words.column(2)} |`,
    '| --- | --- |',
    `| ${words.cell} | ${words.cell} |`,
  ].join('\n');
  const before = text.slice(0, selection.end);
  const after = text.slice(selection.end);
  const { lead, trail } = blockPadding(before, after);
  const start = before.length + lead.length + 2;
  return {
    text: `${before}${lead}${table}${trail}${after}`,
    selection: { start, end: start + first.length },
  };
}
