import { Check, RefreshCw, RotateCcw, Trophy, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { useFlashcards } from '../lib/use-flashcards';

export function FlashcardSummary({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { cards } = session.deck;
  const correct = cards.filter((card) => card.correct).length;
  const percent = Math.round((correct / cards.length) * 100);
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-2 text-center" role="status">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-100">
          <Trophy className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">Session complete!</h3>
        <p className="text-sm text-slate-600">
          You got {correct} of {cards.length} cards right ({percent}%).
        </p>
      </div>
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {cards.map((card, position) => (
          <li key={position} className="flex gap-3 px-4 py-3 text-sm">
            {card.correct ? (
              <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-label="Correct" />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-danger-600" aria-label="Incorrect" />
            )}
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{card.front}</p>
              <p className="mt-0.5 break-words text-slate-600">{card.back}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={session.studyAgain}>
          <RefreshCw aria-hidden="true" />
          Study Again
        </Button>
        <Button variant="secondary" onClick={session.reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  );
}
