import { BookOpen, Hourglass, PartyPopper } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubmitResponse } from '@somo/contract/assessments';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { submitAlertLines } from '../../../lib/exam-result';

/**
 * The server's answer with how it was sent: `automatic` when the answers went in because time ran out, and the
 * questions answered on screen, to tell which of them reached the server in time.
 */
export type ShownResult = SubmitResponse & { automatic: boolean; answeredOnScreen: number[] };

type ExamResultDialogProps = {
  result: ShownResult | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const ICONS = { passed: PartyPopper, failed: BookOpen, awaiting_marking: Hourglass } as const;

/**
 * Why the server graded other answers than the ones sent. The answer carries no code for it, only its English
 * note, so the notes it is known to send are translated here; any other note is shown as the server wrote it.
 */
const SERVER_NOTES: Record<string, MessageDescriptor> = {
  'Time was up: your last saved answers were submitted.': msg`Time was up: your last saved answers were submitted.`,
  'This attempt was already submitted.': msg`This attempt was already submitted.`,
};

/** One line of question numbers, e.g. 'Questions 1, 2, 4'. */
function QuestionLine({ label, numbers }: { label: string; numbers: number[] }) {
  const { t } = useLingui();
  const list = numbers.join(', ');
  return (
    <li>
      <span className="font-medium text-slate-900">{label}</span>{' '}
      {t`${plural(numbers.length, { one: `Question ${list}`, other: `Questions ${list}` })}`}
    </li>
  );
}

/**
 * After the deadline the server graded the answers it held: which questions counted, and which answered on
 * this device did not reach it in time.
 */
function CountedAnswers({ result }: { result: ShownResult }) {
  const { t } = useLingui();
  const counted = result.counted_questions;
  const missed = result.answeredOnScreen.filter((number) => !counted.includes(number));
  return (
    <ul className="w-full space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-start text-sm text-slate-700">
      {counted.length > 0 ? (
        <QuestionLine label={t`Answered in time:`} numbers={counted} />
      ) : (
        <li>{t`No answers reached the server in time.`}</li>
      )}
      {missed.length > 0 ? <QuestionLine label={t`Not received in time:`} numbers={missed} /> : null}
    </ul>
  );
}

/** Spec 01 §8's submit alert, word for word, as a dialog that leads to the result view. */
export function ExamResultDialog({ result, open, onOpenChange }: ExamResultDialogProps) {
  const { t, i18n } = useLingui();
  if (!result) return null;
  const [headline, verdict] = submitAlertLines(result);
  const note = SERVER_NOTES[result.message];
  const Icon = ICONS[result.result];
  const awaiting = result.result === 'awaiting_marking';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Assessment submitted`} hideTitle className="text-center">
        <div className="flex flex-col items-center gap-3">
          <span
            className={cn(
              'flex size-14 items-center justify-center rounded-full',
              result.passed
                ? 'bg-success-50 text-success-700'
                : awaiting
                  ? 'bg-warning-50 text-warning-700'
                  : 'bg-brand-50 text-brand-700',
            )}
          >
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <p className="text-base font-medium text-slate-900">{headline}</p>
          <p
            className={cn(
              'text-2xl font-bold tracking-tight',
              result.passed ? 'text-success-700' : awaiting ? 'text-warning-800' : 'text-brand-800',
            )}
          >
            {verdict}
          </p>
          {awaiting ? (
            <p className="text-sm text-slate-600">
              <Trans>
                Your instructor marks written answers by hand. Your score is final once they have.
              </Trans>
            </p>
          ) : null}
          {result.answers_accepted ? (
            result.automatic ? (
              <p className="text-sm text-slate-600">
                <Trans>Time ran out, so your answers were submitted for you.</Trans>
              </p>
            ) : null
          ) : (
            <>
              <p className="text-sm text-slate-600">{note ? i18n._(note) : result.message}</p>
              <CountedAnswers result={result} />
            </>
          )}
        </div>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button>
              <Trans>View result</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
