import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { marked } from 'marked';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToPlainText, plainTextToMarkdown } from '@somo/contract/markdown';
import { openTestDatabase } from '../../test/test-db';
import { queryRows, type Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function convertInSql(plain: string): Promise<string> {
  const [row] = await queryRows<{ markdown: string }>(
    database.db,
    sql`select plain_text_to_markdown(${plain}) as markdown`,
  );
  return row?.markdown ?? '';
}

/** Text as a teacher may have typed it: prose, punctuation that Markdown reads, indentation, blank lines. */
const lessonText = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constantFrom(
          'Soil is a mixture of minerals, water and air.',
          '# not a heading',
          '- not a list',
          '1. not numbered',
          '2) nor this',
          '> not a quote',
          '***',
          '---',
          '===',
          '| a | b |',
          '|---|---|',
          '```',
          '    indented four',
          '\tand a tab',
          'see https://example.org or www.example.org, write to me@example.org',
          '<b>not bold</b> &amp; <script>x</script>',
          '*stars* _under_ `tick` ~strike~ [link](x) ![img](y)',
          'a\\b trailing  ',
          '',
          ' ',
          '\u00a0 \u2003',
          '\f\v',
          ':-',
          '-:|',
          'Ünïcödé ✓ 数学',
        ),
        fc.string({ maxLength: 30 }),
      ),
      { maxLength: 12 },
    ),
    fc.constantFrom('\n', '\r\n', '\n\n'),
  )
  .map(([lines, separator]) => lines.join(separator));

describe('migration 0017: lessons written as plain text become Markdown', () => {
  it('converts in SQL exactly as plainTextToMarkdown does', async () => {
    await fc.assert(
      fc.asyncProperty(lessonText, async (plain) => {
        expect(await convertInSql(plain)).toBe(plainTextToMarkdown(plain));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the words, and formats nothing', async () => {
    const plain = 'Week 1\n\n# Soil\n- sand, silt & clay\n1. dig\n**not bold** <i>no</i> https://example.org';
    const markdown = await convertInSql(plain);
    const html = marked.parse(markdown, { gfm: true, async: false });
    expect(html).not.toMatch(/<(h\d|ul|ol|li|strong|em|i|a)\b/);
    expect(markdownToPlainText(markdown)).toBe(plain);
  });
});
