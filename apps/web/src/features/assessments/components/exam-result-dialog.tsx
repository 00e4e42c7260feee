import { BookOpen, Hourglass, PartyPopper } from 'lucide-react';
import type { SubmitResponse } from '@somo/contract/assessments';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { submitAlertLines } from '../../../lib/exam-result';

type ExamResultDialogProps = {
  /** `automatic` when the answers went in because time ran out. */
  result: (SubmitResponse & { automatic: boolean }) | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const ICONS = { passed: PartyPopper, failed: BookOpen, awaiting_marking: Hourglass } as const;

/** Spec 01 §8's submit alert, word for word, as a dialog that leads to the result view. */
export function ExamResultDialog({ result, open, onOpenChange }: ExamResultDialogProps) {
  if (!result) return null;
  const [headline, verdict] = submitAlertLines(result);
  const Icon = ICONS[result.result];
  const awaiting = result.result === 'awaiting_marking';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Assessment submitted" hideTitle className="text-center">
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
              Your instructor marks written answers by hand. Your score is final once they have.
            </p>
          ) : null}
          {result.answers_accepted ? (
            result.automatic ? (
              <p className="text-sm text-slate-600">Time ran out, so your answers were submitted for you.</p>
            ) : null
          ) : (
            <p className="text-sm text-slate-600">{result.message}</p>
          )}
        </div>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button>View result</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
