import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers, StudentQuestion } from '@somo/contract/assessments';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { isAnswered } from '../../../lib/answered-questions';

type QuestionFieldProps = {
  index: number;
  total: number;
  question: StudentQuestion;
  answer: Answers[string] | undefined;
  disabled: boolean;
  onAnswer: (value: Answers[string]) => void;
};

/** One exam question: radio options for multiple choice, a text box for a written answer. */
export function QuestionField({ index, total, question, answer, disabled, onAnswer }: QuestionFieldProps) {
  const { t } = useLingui();
  const number = index + 1;
  const labelId = `question-${index}-label`;
  const textId = `question-${index}-text`;
  const answered = isAnswered(answer);
  return (
    <section
      aria-labelledby={`${labelId} ${textId}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>
            Question {number}
            <span className="sr-only"> of {total}</span>
          </Trans>
        </p>
        <span className={cn('text-xs font-medium', answered ? 'text-success-700' : 'text-slate-500')}>
          {answered ? t`Answered` : t`Not answered`}
        </span>
      </div>
      <h2 id={textId} className="mt-2 text-base font-medium break-words whitespace-pre-wrap text-slate-900">
        {question.question}
      </h2>

      {question.type === 'multiple_choice' ? (
        <fieldset className="mt-4" disabled={disabled} aria-labelledby={`${labelId} ${textId}`}>
          <div className="grid gap-2">
            {question.options.map((option, optionIndex) => {
              const checked = answer === optionIndex;
              return (
                <label
                  key={optionIndex}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 text-sm transition-colors',
                    checked
                      ? 'border-brand-600 bg-brand-50/70 ring-1 ring-brand-600'
                      : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                    disabled && 'cursor-not-allowed opacity-70 hover:border-slate-200 hover:bg-transparent',
                  )}
                >
                  <input
                    type="radio"
                    name={`question-${index}`}
                    value={optionIndex}
                    checked={checked}
                    onChange={() => onAnswer(optionIndex)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 break-words text-slate-800">{option}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : (
        <div className="mt-4">
          <Textarea
            aria-labelledby={`${labelId} ${textId}`}
            rows={5}
            maxLength={5000}
            disabled={disabled}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => onAnswer(event.target.value)}
            placeholder={t`Write your answer here`}
          />
        </div>
      )}
    </section>
  );
}
