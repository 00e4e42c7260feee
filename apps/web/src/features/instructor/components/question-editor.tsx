import { useId } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, CheckCircle2, ListChecks, PenLine, Plus, Trash2, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { AssessmentPayload } from '../api/assessment-mutations';
import { ErrorText } from '../../../components/ui/field';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  correctAfterRemoving,
  type AssessmentFormValues,
} from '../lib/assessment-form';
import { useFieldMessage } from '../lib/field-messages';

type QuestionEditorProps = {
  index: number;
  total: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function OptionsEditor({ index }: { index: number }) {
  const groupId = useId();
  const { control, setValue, getFieldState } = useFormContext<
    AssessmentFormValues,
    unknown,
    AssessmentPayload
  >();
  const formState = useFormState({ control, name: `questions.${index}` });
  const { errors, isSubmitted } = formState;
  const options = useWatch({ control, name: `questions.${index}.options` }) ?? [];
  const correct = useWatch({ control, name: `questions.${index}.correct_answer` });
  const errorId = `${groupId}-error`;
  const questionErrors = errors.questions?.[index];
  const fieldMessage = useFieldMessage();
  const { t } = useLingui();
  const optionsError = fieldMessage(
    questionErrors?.options?.message ??
      getFieldState(`questions.${index}.correct_answer`, formState).error?.message,
  );
  const fewest = MIN_OPTIONS;
  const most = MAX_OPTIONS;

  const update = { shouldDirty: true, shouldValidate: isSubmitted };
  const setOptions = (next: string[]) => setValue(`questions.${index}.options`, next, update);
  const setCorrect = (next: number) => setValue(`questions.${index}.correct_answer`, next, update);

  const removeOption = (optionIndex: number) => {
    if (options.length <= MIN_OPTIONS) return;
    setOptions(options.filter((_, position) => position !== optionIndex));
    setCorrect(correctAfterRemoving(typeof correct === 'number' ? correct : 0, optionIndex));
  };

  return (
    <fieldset className="space-y-2" aria-describedby={optionsError ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        <Trans>
          Options <span className="font-normal text-slate-500">(choose the correct answer)</span>
        </Trans>
      </legend>
      <ul className="space-y-2">
        {options.map((option, optionIndex) => {
          const number = optionIndex + 1;
          const isCorrect = correct === optionIndex;
          return (
            <li
              key={optionIndex}
              className={cn(
                'flex items-center gap-2 rounded-lg border p-1.5 ps-3',
                isCorrect ? 'border-success-500 bg-success-50/60' : 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name={`${groupId}-correct`}
                checked={isCorrect}
                onChange={() => setCorrect(optionIndex)}
                aria-label={t`Option ${number} is the correct answer`}
                className="size-4 shrink-0 accent-success-600"
              />
              <Input
                value={option}
                onChange={(event) =>
                  setOptions(
                    options.map((value, position) => (position === optionIndex ? event.target.value : value)),
                  )
                }
                aria-label={t`Option ${number}`}
                aria-invalid={Boolean(optionsError) && !option.trim() ? true : undefined}
                placeholder={t`Option ${number}`}
                maxLength={500}
                className="min-w-0 flex-1"
              />
              {isCorrect ? (
                <Badge variant="success" className="hidden sm:inline-flex">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" />
                  <Trans>Correct</Trans>
                </Badge>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                disabled={options.length <= MIN_OPTIONS}
                onClick={() => removeOption(optionIndex)}
                aria-label={t`Remove option ${number}`}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <ErrorText id={errorId} message={optionsError} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => setOptions([...options, ''])}
        >
          <Plus aria-hidden="true" />
          <Trans>Add option</Trans>
        </Button>
        <p className="text-xs text-slate-500">
          <Trans>
            At least {fewest} options, at most {most}. An option can be removed while more than {fewest}{' '}
            remain.
          </Trans>
        </p>
      </div>
    </fieldset>
  );
}

/** One question in the assessment form: its text, its options or expected answer, and its place. */
export function QuestionEditor({ index, total, onMove, onRemove }: QuestionEditorProps) {
  const headingId = useId();
  const { control, register, getFieldState } = useFormContext<
    AssessmentFormValues,
    unknown,
    AssessmentPayload
  >();
  const formState = useFormState({ control, name: `questions.${index}` });
  const { errors } = formState;
  const type = useWatch({ control, name: `questions.${index}.type` });
  const number = index + 1;
  const questionErrors = errors.questions?.[index];
  const multipleChoice = type === 'multiple_choice';
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          <Trans>Question {number}</Trans>
        </h4>
        <Badge variant={multipleChoice ? 'brand' : 'neutral'}>
          {multipleChoice ? (
            <ListChecks className="size-3.5" aria-hidden="true" />
          ) : (
            <PenLine className="size-3.5" aria-hidden="true" />
          )}
          {multipleChoice ? <Trans>Multiple choice</Trans> : <Trans>Text answer</Trans>}
        </Badge>
        <div className="ms-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={t`Move question ${number} up`}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            disabled={index === total - 1}
            onClick={() => onMove(index + 1)}
            aria-label={t`Move question ${number} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-danger-700 hover:bg-danger-50 hover:text-danger-800"
            onClick={onRemove}
            aria-label={t`Remove question ${number}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div className="mt-4 space-y-4">
        <Field label={t`Question text`} required error={fieldMessage(questionErrors?.question?.message)}>
          <Textarea rows={2} maxLength={2000} {...register(`questions.${index}.question`)} />
        </Field>
        {multipleChoice ? <OptionsEditor index={index} /> : null}
        {type === 'text' ? (
          <Field
            label={t`Expected answer (optional)`}
            error={fieldMessage(getFieldState(`questions.${index}.correct_answer`, formState).error?.message)}
            hint={t`A student's answer that matches it (ignoring capitals and spaces at the ends) is marked correct automatically. Leave it empty to mark each answer yourself under Submissions.`}
          >
            <Input maxLength={500} autoComplete="off" {...register(`questions.${index}.correct_answer`)} />
          </Field>
        ) : null}
      </div>
    </section>
  );
}
