import { RotateCw } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import type { Flashcard } from '../lib/flashcards';

function Face({
  label,
  text,
  hidden,
  back,
}: {
  label: string;
  text: string;
  hidden: boolean;
  back?: boolean;
}) {
  return (
    <div
      inert={hidden}
      aria-hidden={hidden}
      className={cn(
        'absolute inset-0 flex flex-col rounded-2xl border p-5 backface-hidden sm:p-7',
        back ? 'rotate-y-180 border-brand-200 bg-brand-50' : 'border-slate-200 bg-white shadow-card',
      )}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <div className="flex flex-1 items-center justify-center overflow-y-auto py-3">
        <p className="text-center text-base leading-relaxed text-pretty break-words text-slate-900 sm:text-lg">
          {text}
        </p>
      </div>
    </div>
  );
}

/** A card that turns over; both sides stay in the page, the hidden one out of reach of keyboard and readers. */
export function FlashcardCard({
  card,
  flipped,
  onFlip,
}: {
  card: Flashcard;
  flipped: boolean;
  onFlip: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <div className="perspective-distant">
        <div
          aria-live="polite"
          className={cn(
            'relative h-64 transition-transform duration-500 transform-3d motion-reduce:transition-none sm:h-72',
            flipped && 'rotate-y-180',
          )}
        >
          <Face label={t`Question`} text={card.front} hidden={flipped} />
          <Face label={t`Answer`} text={card.back} hidden={!flipped} back />
        </div>
      </div>
      <div className="flex justify-center">
        <button
          type="button"
          onClick={onFlip}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {flipped ? t`Show question` : t`Flip card`}
        </button>
      </div>
    </div>
  );
}
