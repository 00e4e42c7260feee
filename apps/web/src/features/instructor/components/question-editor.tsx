import { useId, type ComponentType } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowDown,
  ArrowUp,
  FileText,
  Hash,
  ListChecks,
  ListTodo,
  PenLine,
  TextCursorInput,
  ToggleLeft,
  Trash2,
} from 'lucide-react';
import type { QuestionType } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useFieldMessage } from '../lib/field-messages';
import type { QuestionListValues } from '../lib/question-form';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';
import {
  AcceptedAnswersKey,
  ChoiceOptionsKey,
  NumericKey,
  QuestionExtras,
  TrueFalseKey,
} from './answer-key-fields';

const QUESTION_TYPE_ICONS: Record<QuestionType, ComponentType<{ className?: string }>> = {
  multiple_choice: ListChecks,
  text: PenLine,
  true_false: ToggleLeft,
  multiple_select: ListTodo,
  short_answer: TextCursorInput,
  numeric: Hash,
  essay: FileText,
};

/** A question's type as a small label with its icon. */
export function QuestionTypeBadge({ type }: { type: QuestionType }) {
  const { i18n } = useLingui();
  const Icon = QUESTION_TYPE_ICONS[type];
  return (
    <Badge variant={type === 'multiple_choice' ? 'brand' : 'neutral'}>
      <Icon className="size-3.5" aria-hidden="true" />
      {i18n._(QUESTION_TYPE_LABELS[type])}
    </Badge>
  );
}

/** What a question's type asks of the instructor besides its text: the answer key, or nothing to mark by hand. */
function AnswerKey({ index, type }: { index: number; type: QuestionType }) {
  const { register, getFieldState, control } = useFormContext<QuestionListValues>();
  const formState = useFormState({ control, name: `questions.${index}` });
  const fieldMessage = useFieldMessage();
  const { t } = useLingui();
  switch (type) {
    case 'multiple_choice':
      return <ChoiceOptionsKey index={index} several={false} />;
    case 'multiple_select':
      return <ChoiceOptionsKey index={index} several />;
    case 'true_false':
      return <TrueFalseKey index={index} />;
    case 'short_answer':
      return <AcceptedAnswersKey index={index} />;
    case 'numeric':
      return <NumericKey index={index} />;
    case 'essay':
      return (
        <p className="text-sm text-slate-600">
          <Trans>Students write an answer of any length; you mark it under Submissions.</Trans>
        </p>
      );
    default:
      return (
        <Field
          label={t`Expected answer (optional)`}
          error={fieldMessage(getFieldState(`questions.${index}.correct_answer`, formState).error?.message)}
          hint={t`A student's answer that matches it (ignoring capitals and spaces at the ends) is marked correct automatically. Leave it empty to mark each answer yourself under Submissions.`}
        >
          <Input maxLength={500} autoComplete="off" {...register(`questions.${index}.correct_answer`)} />
        </Field>
      );
  }
}

/** The text of question `index`, its answer key by type, its points and feedback. */
export function QuestionFields({ index }: { index: number }) {
  const { control, register } = useFormContext<QuestionListValues>();
  const { errors } = useFormState({ control, name: `questions.${index}` });
  const type = useWatch({ control, name: `questions.${index}.type` });
  const fieldMessage = useFieldMessage();
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <Field
        label={t`Question text`}
        required
        error={fieldMessage(errors.questions?.[index]?.question?.message)}
      >
        <Textarea rows={2} maxLength={2000} {...register(`questions.${index}.question`)} />
      </Field>
      <AnswerKey index={index} type={type} />
      <QuestionExtras index={index} />
    </div>
  );
}

type QuestionEditorProps = {
  index: number;
  total: number;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One question in the assessment form: its text, its answer key, and its place. */
export function QuestionEditor({ index, total, onMove, onRemove }: QuestionEditorProps) {
  const headingId = useId();
  const { control } = useFormContext<QuestionListValues>();
  const type = useWatch({ control, name: `questions.${index}.type` });
  const number = index + 1;
  const { t } = useLingui();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          <Trans>Question {number}</Trans>
        </h4>
        <QuestionTypeBadge type={type} />
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
      <div className="mt-4">
        <QuestionFields index={index} />
      </div>
    </section>
  );
}
