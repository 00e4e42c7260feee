import { AlarmClock, Clock, Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { SaveStatus } from '../lib/autosaver';
import { describeDuration, formatCountdown, isLowTime } from '../lib/exam-clock';
import { SaveIndicator } from './save-indicator';

type ExamHeaderProps = {
  title: string;
  courseTitle: string;
  remaining: number;
  answered: number;
  total: number;
  saveStatus: SaveStatus;
  /** No connection: changes not on the server yet are kept on this device. */
  offline: boolean;
  submitting: boolean;
  submitDisabled: boolean;
  onSubmit: () => void;
};

/** A screen reader hears the clock only at these moments, not every second. */
function ClockMilestone({ remaining }: { remaining: number }) {
  const { t } = useLingui();
  if (remaining <= 0) return t`Time is up.`;
  if (remaining <= 60) return t`Less than 1 minute remaining.`;
  if (isLowTime(remaining)) return t`Less than 5 minutes remaining.`;
  return null;
}

/**
 * Stays in view while the student scrolls: the countdown, how many questions are answered, whether they are
 * saved, and Submit. Under 5 minutes it turns red with a 'Hurry!' badge (spec 01 §2).
 */
export function ExamHeader({
  title,
  courseTitle,
  remaining,
  answered,
  total,
  saveStatus,
  offline,
  submitting,
  submitDisabled,
  onSubmit,
}: ExamHeaderProps) {
  const { t, i18n } = useLingui();
  const low = isLowTime(remaining);
  const spokenTimeLeft = describeDuration(remaining, i18n);
  return (
    <div
      data-low-time={low || undefined}
      className={cn(
        'sticky top-[calc(4rem_+_var(--offline-banner-height,0px))] z-30 -mx-4 border-b px-4 py-3 backdrop-blur transition-colors sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8',
        low ? 'border-danger-200 bg-danger-50/95' : 'border-slate-200 bg-white/95',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <p className="truncate text-xs font-medium tracking-wide text-brand-700 uppercase">{courseTitle}</p>
          <h1 className="truncate text-base font-semibold text-slate-900 sm:text-lg">{title}</h1>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5">
            <p className="text-xs text-slate-600">
              <Trans>
                {answered} of {total} answered
              </Trans>
            </p>
            <SaveIndicator status={saveStatus} offline={offline} />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-between gap-3 sm:flex-none sm:justify-end">
          <div className="flex items-center gap-2">
            <Clock
              className={cn('size-5 shrink-0', low ? 'text-danger-600' : 'text-slate-400')}
              aria-hidden="true"
            />
            <p className="flex flex-col leading-tight">
              <span className={cn('text-xs', low ? 'text-danger-700' : 'text-slate-500')}>
                <Trans>Time left</Trans>
              </span>
              <span
                role="timer"
                aria-label={t`Time left: ${spokenTimeLeft}`}
                className={cn(
                  'font-mono text-xl font-semibold tabular-nums sm:text-2xl',
                  low ? 'text-danger-700' : 'text-slate-900',
                )}
              >
                {formatCountdown(remaining)}
              </span>
            </p>
            {low ? (
              <Badge variant="danger" className="ms-1">
                <AlarmClock className="size-3.5" aria-hidden="true" />
                <Trans>Hurry!</Trans>
              </Badge>
            ) : null}
          </div>
          <Button onClick={onSubmit} loading={submitting} disabled={submitDisabled}>
            {submitting ? null : <Send aria-hidden="true" />}
            {submitting ? t`Submitting...` : t`Submit`}
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        <ClockMilestone remaining={remaining} />
      </p>
    </div>
  );
}
