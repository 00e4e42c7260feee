import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Library, ListOrdered, Shuffle } from 'lucide-react';
import { MAX_ASSESSMENT_QUESTIONS } from '@somo/contract/assessments';
import { ErrorText, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { LoadingState } from '../../../components/ui/spinner';
import { SwitchField } from '../../../components/ui/switch-field';
import { errorMessage } from '../../../lib/api-client';
import { useBankTags, useQuestionBank } from '../api/get-question-bank';
import {
  drawPoolSize,
  selectionFor,
  sourceOf,
  type AssessmentFormValues,
  type QuestionSource,
} from '../lib/assessment-form';
import { useFieldMessage } from '../lib/field-messages';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';
import { CheckField } from './check-field';

/** Own questions, a fixed list from the course's bank, or a draw from it for each student. */
export function QuestionSourceChoice() {
  const { control } = useFormContext<AssessmentFormValues>();
  const { t } = useLingui();
  return (
    <Controller
      control={control}
      name="selection"
      render={({ field }) => (
        <RadioCardGroup<QuestionSource>
          label={t`Questions`}
          layout="tiles"
          value={sourceOf(field.value)}
          onValueChange={(source) => field.onChange(selectionFor(source))}
          options={[
            {
              value: 'own',
              label: t`Own questions`,
              description: t`Written here, for this assessment only.`,
              icon: ListOrdered,
            },
            {
              value: 'bank',
              label: t`Fixed list from the question bank`,
              description: t`Every student answers the questions you pick.`,
              icon: Library,
            },
            {
              value: 'draw',
              label: t`Random draw from the bank`,
              description: t`Each student gets their own questions, drawn from some tags.`,
              icon: Shuffle,
            },
          ]}
        />
      )}
    />
  );
}

function BankLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  return (
    <LoadError
      title={t`Failed to load the question bank`}
      message={errorMessage(error, t`Please check your connection and try again.`)}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}

/** A checklist of the bank's questions; the ones ticked are asked, in the bank's order. */
export function BankQuestionPicker({ courseId }: { courseId: number }) {
  const { control, formState } = useFormContext<AssessmentFormValues>();
  const bank = useQuestionBank(courseId);
  const { t, i18n } = useLingui();
  const fieldMessage = useFieldMessage();
  const selectionErrors = formState.errors.selection as
    { question_ids?: { message?: string; root?: { message?: string } } } | undefined;
  const error = fieldMessage(
    selectionErrors?.question_ids?.message ?? selectionErrors?.question_ids?.root?.message,
  );

  if (bank.isPending) return <LoadingState label={t`Loading the question bank...`} />;
  if (bank.isError) {
    return (
      <BankLoadError error={bank.error} retrying={bank.isRefetching} onRetry={() => void bank.refetch()} />
    );
  }
  if (bank.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        <Trans>
          The question bank is empty. Add questions to it first, or write this assessment&apos;s own.
        </Trans>
      </p>
    );
  }
  return (
    <Controller
      control={control}
      name="selection"
      render={({ field }) => {
        const picked = field.value?.kind === 'bank' ? field.value.question_ids : [];
        const toggle = (id: number, on: boolean) =>
          field.onChange({
            kind: 'bank',
            // Kept in the bank's order, so the list reads as the bank does.
            question_ids: bank.data
              .map((question) => question.id)
              .filter((one) => (one === id ? on : picked.includes(one))),
          });
        const count = picked.length;
        return (
          <fieldset className="min-w-0 space-y-3">
            <legend className="text-sm font-medium text-slate-800">
              {t`Bank questions (${plural(count, { one: '# chosen', other: '# chosen' })})`}
            </legend>
            <ul className="max-h-96 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
              {bank.data.map((question) => {
                const type = i18n._(QUESTION_TYPE_LABELS[question.question.type]);
                const details = question.tags.length > 0 ? `${type} · ${question.tags.join(', ')}` : type;
                return (
                  <li key={question.id}>
                    <CheckField
                      className="[&_label]:break-words"
                      label={question.question.question}
                      description={details}
                      checked={picked.includes(question.id)}
                      onChange={(event) => toggle(question.id, event.target.checked)}
                    />
                  </li>
                );
              })}
            </ul>
            <ErrorText announce message={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** How many questions each student draws, and from which tags; with no tags, from the whole bank. */
export function DrawSettings({ courseId }: { courseId: number }) {
  const { control, register, formState } = useFormContext<AssessmentFormValues>();
  const tags = useBankTags(courseId);
  const bank = useQuestionBank(courseId);
  const selection = useWatch({ control, name: 'selection' });
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const chosen = selection?.kind === 'draw' ? (selection.tags ?? []) : [];
  const selectionErrors = formState.errors.selection as { count?: { message?: string } } | undefined;
  const pool = bank.data ? drawPoolSize(bank.data, chosen) : null;

  return (
    <div className="space-y-4">
      <Field
        label={t`Questions per student`}
        required
        error={fieldMessage(selectionErrors?.count?.message)}
        hint={t`A draw that asks for more than the tags hold gives every student all of them.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ASSESSMENT_QUESTIONS}
          className="max-w-32"
          {...register('selection.count', { valueAsNumber: true })}
        />
      </Field>
      {tags.isPending ? <LoadingState label={t`Loading tags...`} /> : null}
      {tags.isError ? (
        <BankLoadError error={tags.error} retrying={tags.isRefetching} onRetry={() => void tags.refetch()} />
      ) : null}
      {tags.data ? (
        <Controller
          control={control}
          name="selection"
          render={({ field }) => {
            const toggle = (tag: string, on: boolean) =>
              field.onChange({
                ...field.value,
                kind: 'draw',
                tags: on ? [...chosen, tag] : chosen.filter((one) => one !== tag),
              });
            return (
              <fieldset className="min-w-0 space-y-2">
                <legend className="text-sm font-medium text-slate-800">
                  <Trans>Draw from these tags</Trans>
                </legend>
                {tags.data.length === 0 ? (
                  <p className="text-sm text-slate-600">
                    <Trans>The bank has no tags yet: questions are drawn from the whole bank.</Trans>
                  </p>
                ) : (
                  <ul className="flex flex-wrap gap-x-5 gap-y-2">
                    {tags.data.map(({ tag, count }) => (
                      <li key={tag} className="min-w-0">
                        <CheckField
                          label={t`${tag} (${plural(count, { one: '# question', other: '# questions' })})`}
                          checked={chosen.includes(tag)}
                          onChange={(event) => toggle(tag, event.target.checked)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            );
          }}
        />
      ) : null}
      {pool === null ? null : (
        <p className="text-sm text-slate-700" aria-live="polite">
          {chosen.length === 0
            ? t`No tags chosen: each student draws from all ${plural(pool, { one: '# question', other: '# questions' })} of the bank.`
            : t`These tags hold ${plural(pool, { one: '# question', other: '# questions' })}.`}
        </p>
      )}
    </div>
  );
}

/** Each student's own order of questions, and of each question's options. */
export function ShuffleSwitches() {
  const { control } = useFormContext<AssessmentFormValues>();
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <Controller
        control={control}
        name="shuffle_questions"
        render={({ field }) => (
          <SwitchField
            label={t`Shuffle question order`}
            description={t`Each student gets the questions in an order of their own.`}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <Controller
        control={control}
        name="shuffle_options"
        render={({ field }) => (
          <SwitchField
            label={t`Shuffle option order`}
            description={t`Each student gets each question's options in an order of their own.`}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            name={field.name}
          />
        )}
      />
    </div>
  );
}
