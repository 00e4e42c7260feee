import { describe, expect, it } from 'vitest';
import { flashcardNotes, markCard, parseFlashcards, restartCards } from './flashcards';

const text =
  'Only 2 cards could be made.\n\nQ: What is a loop?\nA: A block that repeats.\n\nQ: Orphan?\nQ: What is range()?\nA: A sequence of numbers.';

describe('parseFlashcards', () => {
  it('reads the Q:/A: pairs and ignores a question without an answer', () => {
    expect(parseFlashcards(text)).toEqual([
      { front: 'What is a loop?', back: 'A block that repeats.', studied: false, correct: false },
      { front: 'What is range()?', back: 'A sequence of numbers.', studied: false, correct: false },
    ]);
    expect(parseFlashcards('Sorry, nothing found.')).toEqual([]);
  });

  it('keeps the text around the cards as notes', () => {
    expect(flashcardNotes(text)).toBe('Only 2 cards could be made.');
  });
});

describe('marking', () => {
  it('marks a card once and restarts the whole deck', () => {
    const cards = parseFlashcards(text);
    const marked = markCard(cards, 0, true);
    expect(marked[0]).toMatchObject({ studied: true, correct: true });
    expect(markCard(marked, 0, false)[0]).toMatchObject({ studied: true, correct: true });
    expect(restartCards(marked).every((card) => !card.studied && !card.correct)).toBe(true);
  });
});
