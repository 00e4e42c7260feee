import { describe, expect, it } from 'vitest';
import { HANDOUT_ACCEPT } from './handout-accept';
import {
  BULLET,
  HEADING,
  NUMBERED,
  escapeAltText,
  insertImage,
  insertLink,
  insertTable,
  toggleInline,
  toggleLinePrefix,
  type Edit,
} from './markdown-edits';

/** The edit's text with the selection drawn in as « and ». */
function shown({ text, selection }: Edit): string {
  return `${text.slice(0, selection.start)}«${text.slice(selection.start, selection.end)}»${text.slice(selection.end)}`;
}

const at = (start: number, end = start) => ({ start, end });

describe('toolbar edits', () => {
  it('wraps the selection in marks, leaving the spaces a double-click takes outside', () => {
    expect(shown(toggleInline('Bees make honey', at(10, 15), '**', 'bold text'))).toBe(
      'Bees make **«honey»**',
    );
    expect(shown(toggleInline('Bees make honey ', at(10, 16), '_', 'italic text'))).toBe(
      'Bees make _«honey»_ ',
    );
  });

  it('writes a placeholder to type over at the cursor, and takes marks off text marked already', () => {
    expect(shown(toggleInline('Bees ', at(5), '**', 'bold text'))).toBe('Bees **«bold text»**');
    expect(shown(toggleInline('Bees **make** honey', at(7, 11), '**', 'bold text'))).toBe(
      'Bees «make» honey',
    );
  });

  it('starts lines with a heading or list mark, numbering a numbered list, and takes it off again', () => {
    const text = 'Workers\nDrones\n\nQueen';
    expect(shown(toggleLinePrefix(text, at(2, 10), BULLET, 'List item'))).toBe(
      '«- Workers\n- Drones»\n\nQueen',
    );
    expect(shown(toggleLinePrefix(text, at(0, text.length), NUMBERED, 'List item'))).toBe(
      '«1. Workers\n2. Drones\n\n3. Queen»',
    );
    expect(toggleLinePrefix('- Workers\n- Drones', at(0, 18), BULLET, 'List item').text).toBe(
      'Workers\nDrones',
    );
    expect(toggleLinePrefix('### Old', at(3), HEADING, 'Heading').text).toBe('Old');
    expect(shown(toggleLinePrefix('Intro\n', at(6), HEADING, 'Heading'))).toBe('Intro\n## «Heading»');
  });

  it('makes a link of selected words or of a selected address', () => {
    expect(shown(insertLink('See the guide', at(8, 13), 'link text', 'https://'))).toBe(
      'See the [guide](«https://»)',
    );
    expect(shown(insertLink('See https://bees.org', at(4, 20), 'link text', 'https://'))).toBe(
      'See [«link text»](https://bees.org)',
    );
    expect(shown(insertLink('See ', at(4), 'link text', 'https://'))).toBe('See [«link text»](https://)');
  });

  it('writes an image with its description escaped at the cursor', () => {
    expect(escapeAltText('  A frame [capped]\nof brood ')).toBe('A frame \\[capped\\] of brood');
    expect(shown(insertImage('Look: here', at(6), 'Brood', '/media/lesson-images/a-1600.webp'))).toBe(
      'Look: ![Brood](/media/lesson-images/a-1600.webp)«»here',
    );
  });

  it('puts a table on lines of its own with its first heading selected', () => {
    const words = { column: (n: number) => `Column ${n}`, cell: 'Cell' };
    expect(shown(insertTable('Castes:', at(7), words))).toBe(
      'Castes:\n\n| «Column 1» | Column 2 |\n| --- | --- |\n| Cell | Cell |',
    );
    expect(insertTable('Castes:\n\nMore', at(9), words).text).toBe(
      'Castes:\n\n| Column 1 | Column 2 |\n| --- | --- |\n| Cell | Cell |\n\nMore',
    );
  });

  it('offers the handout kinds the server accepts', () => {
    expect(HANDOUT_ACCEPT).toBe('.pdf,.docx,.xlsx,.pptx,.odt,.txt');
  });
});
