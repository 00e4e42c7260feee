import { Check, RotateCcw, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { useFlashcards } from '../lib/use-flashcards';
import { FlashcardCard } from './flashcard-card';

/** What the status line says once a card is marked and the next one is on its way. */
function MarkedNotice({ correct }: { correct: boolean }) {
  return correct ? (
    <Trans>Marked correct. Next card coming up...</Trans>
  ) : (
    <Trans>Marked incorrect. Next card coming up...</Trans>
  );
}

export function FlashcardStudy({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { t } = useLingui();
  const { deck, index, current, flipped, waitingForNext } = session;
  if (!current) return null;
  const studied = deck.cards.filter((card) => card.studied).length;
  const correct = deck.cards.filter((card) => card.studied && card.correct).length;
  const incorrect = studied - correct;
  const position = index + 1;
  const total = deck.cards.length;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <p className="font-medium text-slate-900">
            <Trans>
              Card {position} of {total}
            </Trans>
          </p>
          <p className="text-slate-600">
            <Trans>
              {correct} correct · {incorrect} incorrect
            </Trans>
          </p>
        </div>
        <ProgressBar value={(studied / total) * 100} label={t`Cards studied`} />
      </div>

      <FlashcardCard card={current} flipped={flipped} onFlip={session.flip} />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" disabled={current.studied} onClick={() => session.mark(false)}>
          <X aria-hidden="true" className="text-danger-600" />
          <Trans>Mark incorrect</Trans>
        </Button>
        <Button disabled={current.studied} onClick={() => session.mark(true)}>
          <Check aria-hidden="true" />
          <Trans>Mark correct</Trans>
        </Button>
      </div>
      <p role="status" className="min-h-5 text-center text-sm text-slate-600">
        {waitingForNext ? <MarkedNotice correct={current.correct} /> : null}
      </p>
      <div className="flex justify-center border-t border-slate-100 pt-4">
        <Button variant="ghost" size="sm" onClick={session.reset}>
          <RotateCcw aria-hidden="true" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}
