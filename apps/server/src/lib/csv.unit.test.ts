import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** The text of a CSV file: the byte order mark, then the lines. */
const file = (lines: string) => `\uFEFF${lines}`;

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark, so Excel reads accented names right', () => {
    expect(toCsv([['Nakató']]).startsWith('\uFEFFNakató')).toBe(true);
  });

  it('quotes what RFC 4180 asks and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['plain', 'a,b', 'say "hi"', 'two\nlines'],
        [1.5, null, undefined, ''],
      ]),
    ).toBe(file('plain,"a,b","say ""hi""","two\nlines"\r\n1.5,,,\r\n'));
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(toCsv([['=1+1', '+A1', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b']])).toBe(
      file(`'=1+1,'+A1,'-2,'@SUM(A1),'\tx,"'\rx",a=b\r\n`),
    );
  });

  it('writes numbers as numbers, negative ones included', () => {
    expect(toCsv([[-3, 0, 72.5]])).toBe(file('-3,0,72.5\r\n'));
  });
});
