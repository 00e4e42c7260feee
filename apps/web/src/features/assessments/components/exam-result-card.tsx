import { Hourglass, Trophy } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { Answers, StudentSubmission } from '@somo/contract/assessments';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { formatPercent, markingSummary } from '../../../lib/exam-result';
import { formatScore } from '../../../lib/assessment-format';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { TRUE_FALSE_CHOICES } from '../lib/true-false';
import { ResultBadge } from './exam-status-badge';

type ShownQuestion = TimedAssessmentDetail['questions'][number];
type Answer = Answers[string];

/** One answer as a line of text in the interface language; undefined when there is none that fits the question. */
function answerText(question: ShownQuestion, answer: Answer | undefined, i18n: I18n): string | undefined {
  switch (question.type) {
    case 'multiple_choice':
      return typeof answer === 'number' ? question.options[answer] : undefined;
    case 'true_false': {
      const choice = TRUE_FALSE_CHOICES.find(({ value }) => value === answer);
      return choice && i18n._(choice.label);
    }
    case 'numeric':
      return typeof answer === 'number' ? formatNumber(answer, { maximumFractionDigits: 20 }) : undefined;
    case 'multiple_select':
      return undefined;
    case 'text':
    case 'short_answer':
    case 'essay':
      return typeof answer === 'string' && answer.trim() ? answer : undefined;
  }
}

/** What the student answered, as they would recognise it: the options they picked, true or false, their words. */
function YourAnswer({ question, answer }: { question: ShownQuestion; answer: Answer | undefined }) {
  const { t, i18n } = useLingui();
  if (question.type === 'multiple_select' && Array.isArray(answer) && answer.length > 0) {
    return (
      <ul className="mt-1 list-disc space-y-0.5 ps-5 break-words text-slate-600">
        {question.options.map((option, index) =>
          answer.includes(index) ? <li key={index}>{option}</li> : null,
        )}
      </ul>
    );
  }
  return (
    <p className="mt-1 break-words whitespace-pre-wrap text-slate-600">
      {answerText(question, answer, i18n) ?? t`No answer`}
    </p>
  );
}

/**
 * The instructor's feedback on a question, once the attempt is finished. The server sends it as the question's
 * `feedback`, which the student's questions do not declare (yet), so it is shown only when it is there as text.
 */
function QuestionFeedback({ question }: { question: ShownQuestion }) {
  const feedback =
    'feedback' in question && typeof question.feedback === 'string' ? question.feedback.trim() : '';
  if (!feedback) return null;
  return (
    <div className="mt-2 rounded-lg border-s-4 border-brand-300 bg-brand-50/60 px-3 py-2">
      <p className="text-xs font-semibold text-brand-800">
        <Trans>Feedback</Trans>
      </p>
      <p className="mt-0.5 break-words whitespace-pre-wrap text-slate-700">{feedback}</p>
    </div>
  );
}

type ExamResultCardProps = {
  detail: TimedAssessmentDetail;
  submission: StudentSubmission;
};

/** The latest finished attempt: score, pass or not, and what was answered (never the correct answers). */
export function ExamResultCard({ detail, submission }: ExamResultCardProps) {
  const { t } = useLingui();
  const percentage = submission.percentage ?? 0;
  const score = formatPercent(percentage);
  const points = formatScore(submission.score ?? 0);
  const attemptNumber = submission.attempt_number;
  const submittedOn = submission.submitted_at ? formatDateTime(submission.submitted_at) : null;
  const { total_points: totalPoints, passing_score: passingScore } = detail;
  const bestScore = detail.percentage === null ? null : formatPercent(detail.percentage);
  const awaiting = submission.result === 'awaiting_marking';
  const Icon = awaiting ? Hourglass : Trophy;
  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          <Trans>Your result · Attempt {attemptNumber}</Trans>
        </p>
        <CardTitle>
          <Trans>Latest attempt</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            {awaiting ? (
              <div>
                <p className="text-lg font-semibold text-slate-900">
                  {markingSummary({ ...submission, correct_answers: submission.correct_answers ?? 0 })}
                </p>
                <p className="text-sm text-slate-600">
                  <Trans>Score so far {score}: it can only go up once marked.</Trans>
                </p>
              </div>
            ) : (
              <div>
                <p className="text-3xl font-bold tracking-tight text-slate-900">{score}</p>
                <p className="text-sm text-slate-600">
                  {/* English says 'points' even for one; the plural lets other languages agree. */}
                  {t`${points} of ${plural(totalPoints, { one: '# points', other: '# points' })}`}
                </p>
              </div>
            )}
          </div>
          <div className="space-y-1 text-sm text-slate-600">
            {submission.result ? <ResultBadge result={submission.result} /> : null}
            <p>
              <Trans>Pass mark {passingScore}%</Trans>
            </p>
            {submittedOn ? <p>{t`Submitted ${submittedOn}`}</p> : null}
          </div>
        </div>
        {bestScore !== null && detail.percentage !== submission.percentage ? (
          <p className="text-sm text-slate-700">
            <Trans>
              Your best score so far: <span className="font-semibold">{bestScore}</span>
            </Trans>
          </p>
        ) : null}
        {awaiting ? (
          <p className="text-sm text-slate-600">
            <Trans>Your instructor marks written answers by hand. Your score is final once they have.</Trans>
          </p>
        ) : null}
        {detail.questions.length > 0 ? (
          <details className="group rounded-lg border border-slate-200">
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50">
              <Trans>Your answers</Trans>
            </summary>
            <ol className="divide-y divide-slate-100 border-t border-slate-200">
              {detail.questions.map((question, index) => (
                <li key={index} className="px-4 py-3 text-sm">
                  <p className="font-medium break-words text-slate-900">
                    {index + 1}. {question.question}
                  </p>
                  <YourAnswer question={question} answer={submission.answers[String(index)]} />
                  <QuestionFeedback question={question} />
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
