import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers, StudentQuestion } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';
import { Input, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { isAnswered } from '../../../lib/answered-questions';
import { TRUE_FALSE_CHOICES } from '../lib/true-false';
import { NumericAnswer } from './numeric-answer';
import { OptionList } from './option-list';

type AnswerValue = Answers[string];

/** The server refuses a longer answer. */
const MAX_ANSWER_LENGTH = 5000;

type AnswerControlProps = {
  index: number;
  question: StudentQuestion;
  answer: AnswerValue | undefined;
  disabled: boolean;
  /** undefined takes the answer back: the question is sent as not answered. */
  onAnswer: (value: AnswerValue | undefined) => void;
  /** The question's number and text, which name the control. */
  labelledBy: string;
};

type QuestionFieldProps = Omit<AnswerControlProps, 'labelledBy'> & { total: number };

/** The options chosen so far, in the order they are listed, each once. */
function chooseOption(chosen: readonly number[], option: number, checked: boolean): number[] {
  const others = chosen.filter((index) => index !== option);
  return (checked ? [...others, option] : others).sort((a, b) => a - b);
}

/** The control each question type is answered with. */
function AnswerControl({ index, question, answer, disabled, onAnswer, labelledBy }: AnswerControlProps) {
  const { t, i18n } = useLingui();
  const name = `question-${index}`;
  const placeholder = t`Write your answer here`;
  const written = typeof answer === 'string' ? answer : '';
  const options = question.options.map((label, value) => ({ value, label }));
  switch (question.type) {
    case 'multiple_choice':
      return (
        <OptionList
          kind="radio"
          name={name}
          labelledBy={labelledBy}
          options={options}
          isChecked={(option) => answer === option}
          onChange={(choice) => onAnswer(choice)}
          disabled={disabled}
        />
      );
    case 'multiple_select': {
      const chosen = Array.isArray(answer) ? answer : [];
      return (
        <OptionList
          kind="checkbox"
          name={name}
          labelledBy={labelledBy}
          hint={{ id: `${name}-hint`, text: t`Choose all that apply.` }}
          options={options}
          isChecked={(option) => chosen.includes(option)}
          onChange={(option, checked) => onAnswer(chooseOption(chosen, option, checked))}
          disabled={disabled}
        />
      );
    }
    case 'true_false':
      return (
        <OptionList
          kind="radio"
          name={name}
          labelledBy={labelledBy}
          options={TRUE_FALSE_CHOICES.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          isChecked={(choice) => answer === choice}
          onChange={(choice) => onAnswer(choice)}
          disabled={disabled}
        />
      );
    case 'numeric':
      return (
        <NumericAnswer
          id={`${name}-answer`}
          labelledBy={labelledBy}
          answer={typeof answer === 'number' ? answer : undefined}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      );
    case 'short_answer':
      return (
        <Input
          aria-labelledby={labelledBy}
          className="mt-4"
          maxLength={MAX_ANSWER_LENGTH}
          autoComplete="off"
          disabled={disabled}
          value={written}
          onChange={(event) => onAnswer(event.target.value)}
          placeholder={placeholder}
        />
      );
    case 'text':
    case 'essay':
      return (
        <div className="mt-4">
          <Textarea
            aria-labelledby={labelledBy}
            rows={question.type === 'essay' ? 12 : 5}
            maxLength={MAX_ANSWER_LENGTH}
            disabled={disabled}
            value={written}
            onChange={(event) => onAnswer(event.target.value)}
            placeholder={placeholder}
          />
        </div>
      );
  }
}

/** One exam question: its number, points and whether it is answered, its text, and the control to answer it. */
export function QuestionField({ index, total, question, answer, disabled, onAnswer }: QuestionFieldProps) {
  const { t } = useLingui();
  const number = index + 1;
  const labelId = `question-${index}-label`;
  const textId = `question-${index}-text`;
  const answered = isAnswered(answer);
  const { points } = question;
  return (
    <section
      aria-labelledby={`${labelId} ${textId}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p id={labelId} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>
              Question {number}
              <span className="sr-only"> of {total}</span>
            </Trans>
          </p>
          {points === undefined ? null : (
            <Badge>{t`${plural(points, { one: '# point', other: '# points' })}`}</Badge>
          )}
        </div>
        <span className={cn('text-xs font-medium', answered ? 'text-success-700' : 'text-slate-500')}>
          {answered ? t`Answered` : t`Not answered`}
        </span>
      </div>
      <h2 id={textId} className="mt-2 text-base font-medium break-words whitespace-pre-wrap text-slate-900">
        {question.question}
      </h2>
      <AnswerControl
        index={index}
        question={question}
        answer={answer}
        disabled={disabled}
        onAnswer={onAnswer}
        labelledBy={`${labelId} ${textId}`}
      />
    </section>
  );
}
