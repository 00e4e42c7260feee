import { useEffect } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useWatch,
  type FieldPath,
  type Resolver,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ListChecks, PenLine } from 'lucide-react';
import { AssessmentBody } from '@somo/contract/assessments';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, ErrorText } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { SwitchField } from '../../../components/ui/switch-field';
import { ApiError } from '../../../lib/api-client';
import type { AssessmentPayload } from '../api/assessment-mutations';
import type { QuestionType } from '@somo/contract/assessments';
import { askedValues, sourceOf, type AssessmentFormValues } from '../lib/assessment-form';
import { newQuestion } from '../lib/question-form';
import { useFieldMessage } from '../lib/field-messages';
import { QuestionEditor } from './question-editor';
import { AddQuestionOfType } from './add-question-of-type';
import {
  BankQuestionPicker,
  DrawSettings,
  QuestionSourceChoice,
  ShuffleSwitches,
} from './question-source-fields';

type AssessmentFormProps = {
  /** The course whose question bank the assessment may ask from. */
  courseId: number;
  defaultValues: AssessmentFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The last save's failure text, shown above the form. */
  errorText: string | null;
  /** The last save's error, whose per-field messages go beside their fields. */
  error: unknown;
  /** Finished attempts that saving will regrade. */
  submittedCount?: number;
  cancelTo: string;
  onSubmit: (body: AssessmentPayload) => void;
};

const checkBody = zodResolver(AssessmentBody);
/** The contract's rules, applied to what will be sent (see askedValues). */
const resolver: Resolver<AssessmentFormValues, unknown, AssessmentPayload> = (values, context, options) =>
  checkBody(askedValues(values), context, options);

/** Spec 02 §5: the assessment's settings and its questions, checked by the same rules as the server. */
export function AssessmentForm({
  courseId,
  defaultValues,
  submitLabel,
  pendingLabel,
  pending,
  errorText,
  error,
  submittedCount = 0,
  cancelTo,
  onSubmit,
}: AssessmentFormProps) {
  const form = useForm<AssessmentFormValues, unknown, AssessmentPayload>({
    resolver,
    defaultValues,
    // On blur rather than on touch: in that mode adding a question checks every question at once, and a blank
    // one just added would show its errors before the instructor has typed anything.
    mode: 'onBlur',
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const questionCount = fields.length;
  const source = sourceOf(useWatch({ control, name: 'selection' }));

  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const [name, message] of Object.entries(error.fields)) {
      // The server names fields by their path in the body ('questions.0.options'), as the form does.
      setError(name as FieldPath<AssessmentFormValues>, { type: 'server', message });
    }
  }, [error, setError]);

  const questionsError = fieldMessage(errors.questions?.message ?? errors.questions?.root?.message);

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
        {errorText ? <Alert variant="error">{errorText}</Alert> : null}
        {submittedCount > 0 ? (
          <Alert variant="warning" title={t`Students have already taken this assessment`}>
            {t`Saving regrades ${plural(submittedCount, { one: '# finished attempt', other: '# finished attempts' })} against the questions and answers below. Answers belong to questions by position, so moving or removing questions changes which answer counts for which question.`}
          </Alert>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle as="h3">
              <Trans>Details</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>What students see before they start, and the rules of the attempt.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <Field label={t`Title`} required error={fieldMessage(errors.title?.message)}>
              <Input autoComplete="off" maxLength={200} {...register('title')} />
            </Field>
            <Field
              label={t`Instructions`}
              error={fieldMessage(errors.description?.message)}
              hint={t`Shown to students before they start. Optional.`}
            >
              <Textarea rows={3} maxLength={5000} {...register('description')} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={t`Duration (minutes)`}
                required
                error={fieldMessage(errors.duration_minutes?.message)}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1440}
                  {...register('duration_minutes')}
                />
              </Field>
              <Field label={t`Total points`} required error={fieldMessage(errors.total_points?.message)}>
                <Input type="number" inputMode="numeric" min={1} {...register('total_points')} />
              </Field>
              <Field
                label={t`Passing score (%)`}
                required
                error={fieldMessage(errors.passing_score?.message)}
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={100}
                  step="any"
                  {...register('passing_score')}
                />
              </Field>
              <Field
                label={t`Attempts allowed`}
                required
                error={fieldMessage(errors.attempts_allowed?.message)}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  {...register('attempts_allowed')}
                />
              </Field>
              <Field
                label={t`Start date (optional)`}
                error={fieldMessage(errors.start_date?.message)}
                hint={t`Students can start from this moment.`}
              >
                <Input type="datetime-local" {...register('start_date')} />
              </Field>
              <Field
                label={t`Due date (optional)`}
                error={fieldMessage(errors.due_date?.message)}
                hint={t`No new attempts after this moment.`}
              >
                <Input type="datetime-local" {...register('due_date')} />
              </Field>
            </div>
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <SwitchField
                  label={t({ message: 'Active', context: 'assessment' })}
                  description={t`Students enrolled in the course can see and take it while it is open.`}
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                  name={field.name}
                />
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h3">
              {source === 'own' ? <Trans>Questions ({questionCount})</Trans> : <Trans>Questions</Trans>}
            </CardTitle>
            <CardDescription>
              <Trans>
                Written here, picked from the course&apos;s question bank, or drawn from it for each student.
                Answers with a key are marked automatically; essays, and text answers without an expected
                answer, are marked by you. Questions without points of their own share the total equally.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <QuestionSourceChoice />
            {source === 'own' ? (
              <OwnQuestions
                fields={fields}
                onMove={move}
                onRemove={remove}
                onAdd={(type) => append(newQuestion(type))}
                error={questionsError}
              />
            ) : null}
            {source === 'bank' ? <BankQuestionPicker courseId={courseId} /> : null}
            {source === 'draw' ? <DrawSettings courseId={courseId} /> : null}
            <ShuffleSwitches />
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonStyles({ variant: 'secondary' })}>
            <Trans>Cancel</Trans>
          </Link>
          <NetworkButton type="submit" loading={pending}>
            {pending ? pendingLabel : submitLabel}
          </NetworkButton>
        </div>
      </form>
    </FormProvider>
  );
}

type OwnQuestionsProps = {
  fields: readonly { id: string }[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onAdd: (type: QuestionType) => void;
  error: string | undefined;
};

/** The assessment's own questions, written and ordered here. */
function OwnQuestions({ fields, onMove, onRemove, onAdd, error }: OwnQuestionsProps) {
  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          <Trans>No questions yet. Add a multiple-choice, a text or another type of question.</Trans>
        </p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <li key={field.id}>
              <QuestionEditor
                index={index}
                total={fields.length}
                onMove={(to) => onMove(index, to)}
                onRemove={() => onRemove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <ErrorText announce message={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => onAdd('multiple_choice')}>
          <ListChecks aria-hidden="true" />
          <Trans>Add multiple-choice question</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAdd('text')}>
          <PenLine aria-hidden="true" />
          <Trans>Add text question</Trans>
        </Button>
        <AddQuestionOfType onAdd={onAdd} />
      </div>
    </div>
  );
}
