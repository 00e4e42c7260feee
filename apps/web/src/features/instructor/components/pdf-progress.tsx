import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Loader2 } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import type { PdfStage } from '../lib/use-pdf-draft';

type Step = { key: string; label: MessageDescriptor; done: boolean; active: boolean };

/** Where the PDF is on its way to a course: each step is one real request finishing, never a timer. */
function progressOf(
  stage: PdfStage,
  creating: boolean,
): { value: number; caption: MessageDescriptor; steps: Step[] } {
  const analyzed = stage === 'generating' || stage === 'ready' || creating;
  const generated = stage === 'ready' || creating;
  const analyzing = stage === 'analyzing';
  const steps: Step[] = [
    { key: 'upload', label: msg`Upload`, done: analyzed, active: analyzing },
    { key: 'extract', label: msg`Extract text`, done: analyzed, active: analyzing },
    {
      key: 'generate',
      label: msg`Generate lessons and questions`,
      done: generated,
      active: stage === 'generating',
    },
    { key: 'create', label: msg`Create course`, done: false, active: creating },
  ];
  if (creating) return { value: 85, caption: msg`Creating the course, its lessons and its quiz...`, steps };
  if (stage === 'ready') {
    return { value: 75, caption: msg`Your draft is ready. Review it below, then create the course.`, steps };
  }
  if (stage === 'generating') {
    return {
      value: 50,
      caption: msg`Generating lessons and questions. AI processing can take 1 to 2 minutes.`,
      steps,
    };
  }
  return { value: 15, caption: msg`Uploading the PDF and extracting its text...`, steps };
}

const STEP_STATES = {
  done: msg`(done)`,
  active: msg`(in progress)`,
  waiting: msg`(waiting)`,
};

export function PdfProgress({ stage, creating }: { stage: PdfStage; creating: boolean }) {
  const { i18n, t } = useLingui();
  const { value, caption, steps } = progressOf(stage, creating);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <ProgressBar value={value} label={t`PDF processing`} />
      <p role="status" className="text-sm text-slate-700">
        {i18n._(caption)}
      </p>
      <ol className="grid gap-2 text-xs sm:grid-cols-4">
        {steps.map((step) => (
          <li
            key={step.key}
            className={cn(
              'flex items-center gap-1.5',
              step.done ? 'text-success-700' : step.active ? 'font-medium text-brand-800' : 'text-slate-500',
            )}
          >
            {step.done ? (
              <Check className="size-3.5 shrink-0" aria-hidden="true" />
            ) : step.active ? (
              <Loader2
                className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : (
              <span className="size-1.5 shrink-0 rounded-full bg-slate-300" aria-hidden="true" />
            )}
            {i18n._(step.label)}
            <span className="sr-only">
              {i18n._(step.done ? STEP_STATES.done : step.active ? STEP_STATES.active : STEP_STATES.waiting)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
