import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+256 700 000000', "'+256 700 000000"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=1,2', '"\'=1,2"'],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes numbers as they are, negative ones included', () => {
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('puts the header first and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Amount'],
        [
          ['Amina', 10],
          ['Otieno, K.', 5],
        ],
      ),
    ).toBe('Name,Amount\r\nAmina,10\r\n"Otieno, K.",5\r\n');
  });
});
