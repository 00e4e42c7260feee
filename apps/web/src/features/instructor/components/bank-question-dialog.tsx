import { useEffect, useId } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Question, QUESTION_TYPES, QuestionTags, type QuestionType } from '@somo/contract/assessments';
import type { BankQuestion } from '@somo/contract/question-bank';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NetworkButton } from '../../../components/ui/network-button';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveBankQuestionMutation } from '../api/question-bank-mutations';
import { useFieldMessage } from '../lib/field-messages';
import {
  newQuestion,
  sentQuestion,
  tagsFromText,
  toQuestionValues,
  type QuestionFormValues,
} from '../lib/question-form';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';
import { QuestionFields } from './question-editor';

/** The dialog edits one question in the same `questions` list the assessment form uses, plus its tags. */
type BankFormValues = { questions: [QuestionFormValues]; tags: string };

const BankForm = z.object({
  questions: z.tuple([Question]),
  tags: z.string().transform(tagsFromText).pipe(QuestionTags),
});
type BankFormOutput = z.output<typeof BankForm>;

const checkForm = zodResolver(BankForm);
const resolver: Resolver<BankFormValues, unknown, BankFormOutput> = (values, context, options) =>
  checkForm({ ...values, questions: [sentQuestion(values.questions[0])] }, context, options);

function formValues(question: BankQuestion | null): BankFormValues {
  if (!question) return { questions: [newQuestion('multiple_choice')], tags: '' };
  return { questions: [toQuestionValues(question.question)], tags: question.tags.join(', ') };
}

/**
 * The server names a bank question's fields `question.…`, where the form keeps the question at `questions.0`,
 * and a tag by its place in the list, where the form has one line for all of them.
 */
function formPath(name: string): FieldPath<BankFormValues> {
  if (name.startsWith('tags')) return 'tags';
  const field = name.startsWith('question.') ? name.slice('question.'.length) : name;
  return `questions.0.${field}` as FieldPath<BankFormValues>;
}

type BankQuestionDialogProps = {
  courseId: number;
  open: boolean;
  /** The question being edited, or null to write a new one. */
  question: BankQuestion | null;
  onClose: () => void;
  onSaved: (saved: BankQuestion) => void;
};

/** Writes a new bank question or edits one: its type, text, answer key, points, feedback and tags. */
export function BankQuestionDialog({ open, ...props }: BankQuestionDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <DialogContent
        title={props.question ? t`Edit question` : t`New question`}
        description={t`Questions in the bank can be asked by several assessments of this course.`}
        className="max-w-2xl"
      >
        {/* Mounted afresh on each opening, so the form starts from the question being edited. */}
        {open ? <BankQuestionForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BankQuestionForm({
  courseId,
  question,
  onSaved,
}: Pick<BankQuestionDialogProps, 'courseId' | 'question' | 'onSaved'>) {
  const form = useForm<BankFormValues, unknown, BankFormOutput>({
    resolver,
    defaultValues: formValues(question),
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, setError, setValue, getValues, formState } = form;
  const save = useSaveBankQuestionMutation(courseId);
  const type = useWatch({ control, name: 'questions.0.type' });
  const typeId = useId();
  const fieldMessage = useFieldMessage();
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (!(save.error instanceof ApiError)) return;
    for (const [name, message] of Object.entries(save.error.fields)) {
      setError(formPath(name), { type: 'server', message });
    }
  }, [save.error, setError]);

  const changeType = (next: QuestionType) => {
    const current = getValues('questions.0');
    // The text, points and feedback carry over; the answer key is the new type's own.
    const kept = { question: current.question, points: current.points, feedback: current.feedback };
    setValue('questions.0', { ...newQuestion(next), ...kept }, { shouldDirty: true });
  };

  const submit = handleSubmit(({ questions: [body], tags }) =>
    save.mutate({ id: question?.id ?? null, body: { question: body, tags } }, { onSuccess: onSaved }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {save.isError ? (
          <Alert variant="error">{errorMessage(save.error, t`Failed to save the question`)}</Alert>
        ) : null}
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-slate-800">
            <Trans>Question type</Trans>
          </label>
          <Select
            id={typeId}
            value={type}
            onChange={(event) => changeType(event.target.value as QuestionType)}
          >
            {QUESTION_TYPES.map((one) => (
              <option key={one} value={one}>
                {i18n._(QUESTION_TYPE_LABELS[one])}
              </option>
            ))}
          </Select>
        </div>
        <QuestionFields index={0} />
        <Field
          label={t`Tags (optional)`}
          error={fieldMessage(formState.errors.tags?.message)}
          hint={t`Separate tags with commas. Random draws pick questions by their tags.`}
        >
          <Input autoComplete="off" maxLength={1100} {...register('tags')} />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <NetworkButton type="submit" loading={save.isPending}>
            {save.isPending ? t`Saving...` : t`Save question`}
          </NetworkButton>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
