import { describe, expect, it } from 'vitest';
import type { Passage } from './assistant';
import { buildFlashcards, formatFlashcards, parseFlashcards } from './flashcards';

const source = { course_id: 1, course_title: 'Farming', lesson_id: 7, lesson_title: 'Soil' };
const passage = (text: string, position = 0): Passage => ({ ...source, text, rank: 1, position });

describe('buildFlashcards', () => {
  it('turns definitions into questions, in lower case where the lesson writes the word so', () => {
    const cards = buildFlashcards(
      [
        passage(
          'Humus is the dark part of organic matter in soil. Kenya is a country where humus matters to farmers.',
        ),
      ],
      [],
      10,
    );
    expect(cards[0]).toMatchObject({
      question: 'What is humus?',
      answer: 'Humus is the dark part of organic matter in soil.',
      source,
    });
    expect(cards[1]?.question).toBe('What is Kenya?');
  });

  it('keeps the article of the defined term', () => {
    const [card] = buildFlashcards(
      [
        passage(
          'A loop is a block of code that runs many times. Every loop needs an end condition to stop it.',
        ),
      ],
      [],
      1,
    );
    expect(card?.question).toBe('What is a loop?');
  });

  it('blanks out a term the lesson repeats, and skips sentences that lean on the one before', () => {
    const cards = buildFlashcards(
      [
        passage(
          'Farmers spread compost before the rains arrive each year. It feeds the soil for months. Good compost smells of earth and forest leaves.',
        ),
      ],
      [],
      10,
    );
    expect(cards.map((card) => card.question)).toEqual([
      'Fill in the blank: Farmers spread _____ before the rains arrive each year.',
      'Fill in the blank: Good _____ smells of earth and forest leaves.',
      'What is the lesson “Soil” about?',
    ]);
    expect(cards[0]?.answer).toBe('compost');
    expect(cards[0]?.source).toEqual(source);
  });

  it('never repeats a question and stops at the count asked for', () => {
    const text = Array.from(
      { length: 20 },
      (_, i) => `Term${'x'.repeat(i)} is a word number ${i} in a long list.`,
    ).join(' ');
    expect(buildFlashcards([passage(text), passage(text, 1)], [], 10)).toHaveLength(10);
  });
});

describe('Q:/A: lines', () => {
  it('formats each card on two lines', () => {
    expect(formatFlashcards([{ question: 'What is\nsoil?', answer: ' Ground. ' }])).toBe(
      'Q: What is soil?\nA: Ground.',
    );
  });

  it('reads cards back, ignoring chatter, numbering and bold markers', () => {
    const text =
      'Here are your cards:\n\n1. **Q:** What is soil?\n**A:** Ground.\n\nQ: Orphan question?\n- Q: Why mulch?\n- A: It keeps water in.\nThanks!';
    expect(parseFlashcards(text)).toEqual([
      { question: 'What is soil?', answer: 'Ground.' },
      { question: 'Why mulch?', answer: 'It keeps water in.' },
    ]);
  });
});
