import { Lexer, type Token, type Tokens } from 'marked';

/**
 * Lessons are written in Markdown (CommonMark with GitHub's tables). These helpers are shared by the server (the
 * 100-character preview, the study assistant's passages, search) and the web app (the instructor's 200-character
 * excerpt): one reading of what a lesson says, without its formatting.
 */

/** marked's options for lessons everywhere: CommonMark plus GitHub's tables, autolinks and strikethrough. */
export const LESSON_MARKDOWN_OPTIONS = { gfm: true, breaks: false } as const;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The few entities a lesson is likely to hold, decoded; an unknown one is kept as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? []).map(tokenText).join('');
}

/** One token as plain text; blocks end with a blank line, so paragraphs stay apart. */
function tokenText(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'def':
      return '';
    case 'hr':
      return '\n';
    case 'html':
      return token.block ? '\n' : '';
    case 'heading':
    case 'paragraph':
      return `${inlineText(token.tokens)}\n\n`;
    case 'code':
      return `${token.text}\n\n`;
    case 'blockquote':
      return inlineText(token.tokens);
    case 'list':
      return `${(token as Tokens.List).items.map((item) => inlineText(item.tokens).trim()).join('\n')}\n\n`;
    case 'table': {
      const table = token as Tokens.Table;
      const rows = [table.header, ...table.rows].map((row) =>
        row.map((cell) => inlineText(cell.tokens)).join(' | '),
      );
      return `${rows.join('\n')}\n\n`;
    }
    case 'br':
      return '\n';
    case 'image':
      return token.text ? decodeEntities(token.text) : '';
    case 'escape':
    case 'codespan':
      return token.text;
    case 'text':
      return 'tokens' in token && token.tokens ? inlineText(token.tokens) : decodeEntities(token.text);
    default:
      return 'tokens' in token && Array.isArray(token.tokens)
        ? inlineText(token.tokens)
        : decodeEntities('text' in token && typeof token.text === 'string' ? token.text : '');
  }
}

/**
 * What a lesson says, without its Markdown: headings, paragraphs and list items on lines of their own, links as
 * their words, images as their alt text, no raw HTML.
 */
export function markdownToPlainText(markdown: string): string {
  if (!markdown) return '';
  const tokens = new Lexer(LESSON_MARKDOWN_OPTIONS).lex(markdown);
  return tokens
    .map(tokenText)
    .join('')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters that format wherever they stand: emphasis, code, links, raw HTML, entities, strikethrough, tables. */
const INLINE_MARKS = /[\\`*_[\]<>&~|@]/g;
/** Characters that format only at the start of a line: headings, list items, rules, setext underlines, table rows. */
const LINE_START_MARKS = /^([#=+:-])/gm;
/** A line of nothing but white space (no-break and other Unicode spaces too), which the old page showed as blank. */
const BLANK_LINE = /^[ \t\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$/gm;
/** An ordered list item: a number followed by a full stop or a parenthesis at the start of a line. */
const LIST_NUMBER = /^(\d{1,9})([.)])/gm;

/**
 * Plain text as Markdown that renders as that same text, escaping only what would format: characters that format
 * anywhere, those that do at the start of a line, and web addresses (which GitHub-style Markdown would turn into
 * links). Runs of spaces and tabs are kept with no-break spaces, each line break as a hard break, blank lines as
 * paragraph breaks. Lessons written before Markdown were converted this way (migration 0017 does the same in
 * SQL; a test holds the two together), and so is text that comes from elsewhere (a PDF), so what an instructor
 * edits afterwards stays readable.
 */
export function plainTextToMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(BLANK_LINE, '')
    .replace(INLINE_MARKS, '\\$&')
    .replace(LINE_START_MARKS, '\\$1')
    .replace(LIST_NUMBER, '$1\\$2')
    .replace(/(https?|ftp):\/\//gi, '$1\\://')
    .replace(/(www)\./gi, '$1\\.')
    .replace(/\t/g, '\u00a0\u00a0\u00a0\u00a0')
    .replace(/ (?= )/g, '\u00a0')
    .replace(/^ /gm, '\u00a0')
    .replace(/([^\n])\n(?=[^\n])/g, '$1\\\n');
}

/** Images written `![](…)` with no description: a lesson refuses them, since the alt text is required. */
export function hasImageWithoutAlt(markdown: string): boolean {
  let missing = false;
  const visit = (tokens: Token[] | undefined) => {
    for (const token of tokens ?? []) {
      if (token.type === 'image' && !(token as Tokens.Image).text.trim()) missing = true;
      if ('tokens' in token && Array.isArray(token.tokens)) visit(token.tokens);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) visit(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) visit(cell.tokens);
      }
    }
  };
  visit(new Lexer(LESSON_MARKDOWN_OPTIONS).lex(markdown));
  return missing;
}
