import { useEffect, useState } from 'react';
import type { TutorSource } from '@somo/contract/ai';
import { useTutorMutation } from '../api/ask-tutor';
import {
  NEXT_CARD_DELAY_MS,
  flashcardNotes,
  markCard,
  parseFlashcards,
  restartCards,
  type Flashcard,
} from './flashcards';
import { FLASHCARD_AGENT_ID, contextFields, type StudyContext } from './study-context';

type Deck = { topic: string; cards: Flashcard[]; notes: string; sources: TutorSource[] };

const EMPTY_DECK: Deck = { topic: '', cards: [], notes: '', sources: [] };

/** Spec 01 §2: a flashcard session — generate, flip, mark each card once, move on after a second. */
export function useFlashcards() {
  const mutation = useTutorMutation();
  const [deck, setDeck] = useState<Deck>(EMPTY_DECK);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [failed, setFailed] = useState(false);

  const current = deck.cards[index];
  const waitingForNext = current?.studied === true;
  const complete = deck.cards.length > 0 && deck.cards.every((card) => card.studied);

  useEffect(() => {
    if (!waitingForNext || complete) return;
    const timer = window.setTimeout(() => {
      setIndex((position) => position + 1);
      setFlipped(false);
    }, NEXT_CARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waitingForNext, complete, index]);

  const generate = (topic: string, context: StudyContext) => {
    setDeck({ ...EMPTY_DECK, topic });
    setIndex(0);
    setFlipped(false);
    setFailed(false);
    mutation.mutate(
      { prompt: topic, agent: FLASHCARD_AGENT_ID, conversation_history: [], ...contextFields(context) },
      {
        onSuccess: (answer) =>
          setDeck({
            topic,
            cards: parseFlashcards(answer.response),
            notes: flashcardNotes(answer.response),
            sources: answer.sources ?? [],
          }),
        // Spec 01 §8: a failure leaves an empty list.
        onError: () => setFailed(true),
      },
    );
  };

  const mark = (correct: boolean) => {
    if (!current || current.studied) return;
    setDeck((state) => ({ ...state, cards: markCard(state.cards, index, correct) }));
  };

  const studyAgain = () => {
    setDeck((state) => ({ ...state, cards: restartCards(state.cards) }));
    setIndex(0);
    setFlipped(false);
  };

  const reset = () => {
    mutation.reset();
    setDeck(EMPTY_DECK);
    setIndex(0);
    setFlipped(false);
    setFailed(false);
  };

  return {
    deck,
    index,
    current,
    flipped,
    flip: () => setFlipped((value) => !value),
    mark,
    complete,
    waitingForNext,
    generate,
    generating: mutation.isPending,
    failed,
    studyAgain,
    reset,
  };
}
