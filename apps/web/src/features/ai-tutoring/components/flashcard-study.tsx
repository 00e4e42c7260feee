import { Check, RotateCcw, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { useFlashcards } from '../lib/use-flashcards';
import { FlashcardCard } from './flashcard-card';

export function FlashcardStudy({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { deck, index, current, flipped, waitingForNext } = session;
  if (!current) return null;
  const studied = deck.cards.filter((card) => card.studied).length;
  const correct = deck.cards.filter((card) => card.studied && card.correct).length;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-medium text-slate-900">
            Card {index + 1} of {deck.cards.length}
          </p>
          <p className="text-slate-600">
            {correct} correct · {studied - correct} incorrect
          </p>
        </div>
        <ProgressBar value={(studied / deck.cards.length) * 100} label="Cards studied" />
      </div>

      <FlashcardCard card={current} flipped={flipped} onFlip={session.flip} />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" disabled={current.studied} onClick={() => session.mark(false)}>
          <X aria-hidden="true" className="text-danger-600" />
          Mark incorrect
        </Button>
        <Button disabled={current.studied} onClick={() => session.mark(true)}>
          <Check aria-hidden="true" />
          Mark correct
        </Button>
      </div>
      <p role="status" className="min-h-5 text-center text-sm text-slate-600">
        {waitingForNext ? `Marked ${current.correct ? 'correct' : 'incorrect'}. Next card coming up...` : ''}
      </p>
      <div className="flex justify-center border-t border-slate-100 pt-4">
        <Button variant="ghost" size="sm" onClick={session.reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  );
}
