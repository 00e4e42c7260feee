/** Spec 01 §3: a flashcard and where the learner is with it. */
export type Flashcard = { front: string; back: string; studied: boolean; correct: boolean };

/** Spec 01 §9: flashcards are asked for 10 per topic; the next card shows 1 second after marking. */
export const FLASHCARDS_PER_TOPIC = 10;
export const NEXT_CARD_DELAY_MS = 1000;

/** Spec 01 §7: cards arrive as lines beginning with Q: and A:; anything else in the answer is not a card. */
export function parseFlashcards(text: string): Flashcard[] {
  const cards: Flashcard[] = [];
  let front: string | null = null;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (/^Q:/i.test(trimmed)) front = trimmed.slice(2).trim();
    else if (/^A:/i.test(trimmed) && front) {
      cards.push({ front, back: trimmed.slice(2).trim(), studied: false, correct: false });
      front = null;
    }
  }
  return cards;
}

/** The text around the cards, such as why fewer than 10 could be made or why there are none. */
export function flashcardNotes(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*[QA]:/i.test(line))
    .join('\n')
    .trim();
}

export function markCard(cards: Flashcard[], index: number, correct: boolean): Flashcard[] {
  return cards.map((card, position) =>
    position === index && !card.studied ? { ...card, studied: true, correct } : card,
  );
}

export function restartCards(cards: Flashcard[]): Flashcard[] {
  return cards.map((card) => ({ ...card, studied: false, correct: false }));
}
