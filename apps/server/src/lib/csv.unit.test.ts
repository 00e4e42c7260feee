import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what RFC 4180 asks and ends lines with CRLF', () => {
    expect(
      toCsv([
        ['plain', 'a,b', 'say "hi"', 'two\nlines'],
        [1.5, null, undefined, ''],
      ]),
    ).toBe('plain,"a,b","say ""hi""","two\nlines"\r\n1.5,,,\r\n');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    expect(toCsv([['=1+1', '+A1', '-2', '@SUM(A1)', '\tx', '\rx', 'a=b']])).toBe(
      `'=1+1,'+A1,'-2,'@SUM(A1),'\tx,"'\rx",a=b\r\n`,
    );
  });

  it('writes numbers as numbers, negative ones included', () => {
    expect(toCsv([[-3, 0, 72.5]])).toBe('-3,0,72.5\r\n');
  });
});
