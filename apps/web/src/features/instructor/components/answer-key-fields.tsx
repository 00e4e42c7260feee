import { useId } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Plus, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorText, Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { SwitchField } from '../../../components/ui/switch-field';
import { cn } from '../../../lib/cn';
import { useFieldMessage } from '../lib/field-messages';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  correctAfterRemoving,
  correctSetAfterRemoving,
  numberFromInput,
  pointsFromInput,
  type QuestionListValues,
} from '../lib/question-form';

type KeyProps = { index: number };

/** The error of one field of question `index`, in the interface language. */
function useQuestionError(index: number, key: string): string | undefined {
  const { control, getFieldState } = useFormContext<QuestionListValues>();
  const formState = useFormState({ control, name: `questions.${index}` });
  const fieldMessage = useFieldMessage();
  const state = getFieldState(`questions.${index}.${key}` as `questions.${number}.question`, formState);
  const error = state.error as { message?: string; root?: { message?: string } } | undefined;
  return fieldMessage(error?.message ?? error?.root?.message);
}

/**
 * The options of a multiple-choice question (one correct, chosen by a radio button) or of a multiple-select one
 * (any number correct, ticked), with partial credit for the latter.
 */
export function ChoiceOptionsKey({ index, several }: KeyProps & { several: boolean }) {
  const groupId = useId();
  const { control, setValue } = useFormContext<QuestionListValues>();
  const { isSubmitted } = useFormState({ control, name: `questions.${index}` });
  const path = `questions.${index}` as const;
  const options = (useWatch({ control, name: `${path}.options` }) as string[] | undefined) ?? [];
  const correct = useWatch({ control, name: `${path}.correct_answer` });
  const correctSet = (useWatch({ control, name: `${path}.correct_answers` }) as number[] | undefined) ?? [];
  const optionsError = useQuestionError(index, 'options');
  const keyError = useQuestionError(index, several ? 'correct_answers' : 'correct_answer');
  const error = optionsError ?? keyError;
  const errorId = `${groupId}-error`;
  const { t } = useLingui();

  const update = { shouldDirty: true, shouldValidate: isSubmitted };
  const setOptions = (next: string[]) => setValue(`${path}.options`, next, update);
  const setCorrect = (next: number) => setValue(`${path}.correct_answer`, next, update);
  const setCorrectSet = (next: number[]) => setValue(`${path}.correct_answers`, next, update);
  const isCorrect = (optionIndex: number) =>
    several ? correctSet.includes(optionIndex) : correct === optionIndex;

  const removeOption = (optionIndex: number) => {
    if (options.length <= MIN_OPTIONS) return;
    setOptions(options.filter((_, position) => position !== optionIndex));
    if (several) setCorrectSet(correctSetAfterRemoving(correctSet, optionIndex));
    else setCorrect(correctAfterRemoving(typeof correct === 'number' ? correct : 0, optionIndex));
  };
  const markCorrect = (optionIndex: number, on: boolean) => {
    if (!several) return setCorrect(optionIndex);
    setCorrectSet(on ? [...correctSet, optionIndex] : correctSet.filter((one) => one !== optionIndex));
  };
  const fewest = MIN_OPTIONS;
  const most = MAX_OPTIONS;

  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {several ? (
            <Trans>
              Options <span className="font-normal text-slate-500">(tick every correct answer)</span>
            </Trans>
          ) : (
            <Trans>
              Options <span className="font-normal text-slate-500">(choose the correct answer)</span>
            </Trans>
          )}
        </legend>
        <ul className="space-y-2">
          {options.map((option, optionIndex) => {
            const number = optionIndex + 1;
            const right = isCorrect(optionIndex);
            return (
              <li
                key={optionIndex}
                className={cn(
                  'flex items-center gap-2 rounded-lg border p-1.5 ps-3',
                  right ? 'border-success-500 bg-success-50/60' : 'border-slate-200',
                )}
              >
                <input
                  type={several ? 'checkbox' : 'radio'}
                  name={`${groupId}-correct`}
                  checked={right}
                  onChange={(event) => markCorrect(optionIndex, event.target.checked)}
                  aria-label={
                    several
                      ? t`Option ${number} is a correct answer`
                      : t`Option ${number} is the correct answer`
                  }
                  className="size-4 shrink-0 accent-success-600"
                />
                <Input
                  value={option}
                  onChange={(event) =>
                    setOptions(
                      options.map((value, position) =>
                        position === optionIndex ? event.target.value : value,
                      ),
                    )
                  }
                  aria-label={t`Option ${number}`}
                  aria-invalid={Boolean(optionsError) && !option.trim() ? true : undefined}
                  placeholder={t`Option ${number}`}
                  maxLength={500}
                  className="min-w-0 flex-1"
                />
                {right ? (
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
        <ErrorText id={errorId} message={error} />
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
      {several ? (
        <Controller
          control={control}
          name={`${path}.partial_credit`}
          render={({ field }) => (
            <SwitchField
              label={t`Partial credit`}
              description={t`Off: all or nothing. On: each correct option ticked earns its share, each wrong one ticked takes a share away, never below 0.`}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              name={field.name}
            />
          )}
        />
      ) : null}
    </div>
  );
}

/** Whether the statement is true or false. */
export function TrueFalseKey({ index }: KeyProps) {
  const { control } = useFormContext<QuestionListValues>();
  const error = useQuestionError(index, 'correct_answer');
  const { t } = useLingui();
  return (
    <div className="space-y-1">
      <Controller
        control={control}
        name={`questions.${index}.correct_answer`}
        render={({ field }) => (
          <RadioCardGroup<'true' | 'false'>
            label={t`Correct answer`}
            value={field.value === false ? 'false' : 'true'}
            onValueChange={(value) => field.onChange(value === 'true')}
            options={[
              { value: 'true', label: t`True` },
              { value: 'false', label: t`False` },
            ]}
          />
        )}
      />
      <ErrorText message={error} />
    </div>
  );
}

/** The answers a short answer may be, one per line. */
export function AcceptedAnswersKey({ index }: KeyProps) {
  const { control } = useFormContext<QuestionListValues>();
  const error = useQuestionError(index, 'accepted_answers');
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name={`questions.${index}.accepted_answers`}
      render={({ field }) => (
        <Field
          label={t`Accepted answers`}
          required
          error={error}
          hint={t`One per line. Capitals and extra spaces are ignored when answers are compared.`}
        >
          <Textarea
            rows={3}
            value={(field.value ?? []).join('\n')}
            onChange={(event) => field.onChange(event.target.value.split('\n'))}
            onBlur={field.onBlur}
            name={field.name}
          />
        </Field>
      )}
    />
  );
}

/** The right number and how far from it an answer may be. */
export function NumericKey({ index }: KeyProps) {
  const { register } = useFormContext<QuestionListValues>();
  const valueError = useQuestionError(index, 'correct_answer');
  const toleranceError = useQuestionError(index, 'tolerance');
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t`Correct number`} required error={valueError}>
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          {...register(`questions.${index}.correct_answer`, { setValueAs: numberFromInput })}
        />
      </Field>
      <Field
        label={t`Tolerance`}
        error={toleranceError}
        hint={t`Answers this far from the number, or closer, are correct. 0 asks for the exact number.`}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...register(`questions.${index}.tolerance`, { setValueAs: numberFromInput })}
        />
      </Field>
    </div>
  );
}

/** What every question may carry besides its answer: its own points, and feedback shown after submission. */
export function QuestionExtras({ index }: KeyProps) {
  const { register } = useFormContext<QuestionListValues>();
  const pointsError = useQuestionError(index, 'points');
  const feedbackError = useQuestionError(index, 'feedback');
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <Field
        label={t`Points (optional)`}
        error={pointsError}
        hint={t`Empty: an equal share of what is left.`}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          {...register(`questions.${index}.points`, {
            setValueAs: pointsFromInput,
          })}
        />
      </Field>
      <Field
        label={t`Feedback (optional)`}
        error={feedbackError}
        hint={t`Shown to students with their result, after they submit.`}
      >
        <Textarea rows={2} maxLength={2000} {...register(`questions.${index}.feedback`)} />
      </Field>
    </div>
  );
}
