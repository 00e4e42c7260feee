import { isCleanText } from '@somo/contract/text';
import { describe, expect, it } from 'vitest';
import { storableText } from './pdf-reading';

describe('storableText', () => {
  it('turns control characters and lone surrogates into spaces, keeping tabs, line breaks and letters', () => {
    const raw = 'Intro\u0000duction\f to\u0085 Python\r\n\tLesson \ud83d\ude00 one\ud800 two\udc00';
    const stored = storableText(raw);
    expect(stored).toBe('Intro duction  to  Python \n\tLesson \ud83d\ude00 one  two ');
    expect(isCleanText(stored, { multiline: true })).toBe(true);
    expect(isCleanText(storableText('Title\u0000\u0007').trim(), { multiline: false })).toBe(true);
  });
});
