import { Check, RefreshCw, RotateCcw, Trophy, X } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import type { useFlashcards } from '../lib/use-flashcards';

export function FlashcardSummary({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { t } = useLingui();
  const { cards } = session.deck;
  const correct = cards.filter((card) => card.correct).length;
  const total = cards.length;
  const share = formatNumber(correct / total, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center gap-2 text-center" role="status">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-50 text-success-600 ring-1 ring-success-100">
          <Trophy className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold text-slate-900">
          <Trans>Session complete!</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          {/* English says 'cards' whatever the total; other languages get their own plural forms. */}
          {t`${plural(total, {
            one: `You got ${correct} of # cards right (${share}).`,
            other: `You got ${correct} of # cards right (${share}).`,
          })}`}
        </p>
      </div>
      <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {cards.map((card, position) => (
          <li key={position} className="flex gap-3 px-4 py-3 text-sm">
            {card.correct ? (
              <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-label={t`Correct`} />
            ) : (
              <X className="mt-0.5 size-4 shrink-0 text-danger-600" aria-label={t`Incorrect`} />
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
          <Trans>Study Again</Trans>
        </Button>
        <Button variant="secondary" onClick={session.reset}>
          <RotateCcw aria-hidden="true" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </div>
  );
}
