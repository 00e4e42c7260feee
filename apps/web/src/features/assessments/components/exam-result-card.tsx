import { Hourglass, Trophy } from 'lucide-react';
import { markingText } from '@somo/contract/progress';
import type { StudentSubmission } from '@somo/contract/assessments';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { formatPercent } from '../../../lib/exam-result';
import { formatDateTime, formatScore } from '../../../lib/assessment-format';
import { ResultBadge } from './exam-status-badge';

function answerText(question: TimedAssessmentDetail['questions'][number], answer: unknown): string {
  if (answer === undefined || (typeof answer === 'string' && !answer.trim())) return 'No answer';
  if (question.type === 'multiple_choice' && typeof answer === 'number') {
    return question.options[answer] ?? 'No answer';
  }
  return String(answer);
}

type ExamResultCardProps = {
  detail: TimedAssessmentDetail;
  submission: StudentSubmission;
};

/** The latest finished attempt: score, pass or not, and what was answered (never the correct answers). */
export function ExamResultCard({ detail, submission }: ExamResultCardProps) {
  const percentage = submission.percentage ?? 0;
  const awaiting = submission.result === 'awaiting_marking';
  const Icon = awaiting ? Hourglass : Trophy;
  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">
          Your result · Attempt {submission.attempt_number}
        </p>
        <CardTitle>Latest attempt</CardTitle>
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
                  {markingText({ ...submission, correct_answers: submission.correct_answers ?? 0 })}
                </p>
                <p className="text-sm text-slate-600">
                  Score so far {formatPercent(percentage)}: it can only go up once marked.
                </p>
              </div>
            ) : (
              <div>
                <p className="text-3xl font-bold tracking-tight text-slate-900">
                  {formatPercent(percentage)}
                </p>
                <p className="text-sm text-slate-600">
                  {formatScore(submission.score ?? 0)} of {detail.total_points} points
                </p>
              </div>
            )}
          </div>
          <div className="space-y-1 text-sm text-slate-600">
            {submission.result ? <ResultBadge result={submission.result} /> : null}
            <p>Pass mark {detail.passing_score}%</p>
            {submission.submitted_at ? <p>Submitted {formatDateTime(submission.submitted_at)}</p> : null}
          </div>
        </div>
        {detail.percentage !== null && detail.percentage !== submission.percentage ? (
          <p className="text-sm text-slate-700">
            Your best score so far: <span className="font-semibold">{formatPercent(detail.percentage)}</span>
          </p>
        ) : null}
        {awaiting ? (
          <p className="text-sm text-slate-600">
            Your instructor marks written answers by hand. Your score is final once they have.
          </p>
        ) : null}
        {detail.questions.length > 0 ? (
          <details className="group rounded-lg border border-slate-200">
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50">
              Your answers
            </summary>
            <ol className="divide-y divide-slate-100 border-t border-slate-200">
              {detail.questions.map((question, index) => (
                <li key={index} className="px-4 py-3 text-sm">
                  <p className="font-medium break-words text-slate-900">
                    {index + 1}. {question.question}
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-600">
                    {answerText(question, submission.answers[String(index)])}
                  </p>
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
