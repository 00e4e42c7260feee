import { Link } from 'react-router';
import { AlertTriangle, CalendarClock, Clock, Info, ListChecks, Play, RotateCcw, Trophy } from 'lucide-react';
import type { StudentAssessment } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { formatPercent } from '../../../lib/exam-result';
import { formatDateTime, formatMinutes } from '../../../lib/assessment-format';
import { ExamStatusBadge, ResultBadge } from './exam-status-badge';
import { plural } from '../../../lib/plural';

const actions = {
  resume: { label: 'Resume', Icon: RotateCcw, variant: 'primary' },
  result: { label: 'View result', Icon: Trophy, variant: 'secondary' },
  start: { label: 'Start', Icon: Play, variant: 'primary' },
  details: { label: 'View details', Icon: Info, variant: 'secondary' },
} as const;

function nextAction(exam: StudentAssessment): keyof typeof actions {
  if (exam.status === 'in_progress') return 'resume';
  if (exam.status === 'submitted') return 'result';
  return exam.can_attempt ? 'start' : 'details';
}

function ExamAction({ exam }: { exam: StudentAssessment }) {
  const { label, Icon, variant } = actions[nextAction(exam)];
  return (
    <Link
      to={paths.exam(exam.id)}
      // The visible word plus the title, so a list of 'Start' links still says which is which.
      aria-label={`${label} ${exam.title}`}
      className={buttonStyles({ variant, size: 'sm' })}
    >
      <Icon aria-hidden="true" />
      {label}
    </Link>
  );
}

/** One assessment in the student's list: what it asks, where they stand, and the next step. */
export function ExamCard({ exam }: { exam: StudentAssessment }) {
  const titleId = `exam-${exam.id}-title`;
  // Not startable, attempts left, not past due: the only other reason is that it has not opened yet.
  const opensLater =
    exam.start_date !== null &&
    !exam.can_attempt &&
    exam.status === 'not_started' &&
    exam.attempts_used < exam.attempts_allowed &&
    !exam.is_overdue;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-xs font-medium tracking-wide break-words text-brand-700 uppercase">
          {exam.course_title}
        </p>
        <ExamStatusBadge status={exam.status} />
      </div>
      <h2 id={titleId} className="mt-1.5 text-base leading-snug font-semibold break-words text-slate-900">
        {exam.title}
      </h2>
      {exam.description ? (
        <p className="mt-1.5 line-clamp-2 text-sm break-words text-slate-600">{exam.description}</p>
      ) : null}

      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm text-slate-700 min-[400px]:grid-cols-2">
        <div className="flex items-center gap-2">
          <dt>
            <Clock className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{formatMinutes(exam.duration_minutes)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <ListChecks className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Questions</span>
          </dt>
          <dd>{plural(exam.questions_count, 'question')}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <RotateCcw className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Attempts</span>
          </dt>
          <dd>
            {exam.attempts_used}/{exam.attempts_allowed} attempts used
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Due</span>
          </dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            {opensLater
              ? `Opens ${formatDateTime(exam.start_date ?? '')}`
              : exam.due_date
                ? `Due ${formatDateTime(exam.due_date)}`
                : 'No due date'}
            {exam.is_overdue ? (
              <Badge variant="danger">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                Overdue
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        {exam.percentage !== null && exam.result !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              {exam.result === 'awaiting_marking' ? 'Score so far' : 'Best score'}{' '}
              <span className="font-semibold text-slate-900">{formatPercent(exam.percentage)}</span>
            </span>
            <ResultBadge result={exam.result} />
          </p>
        ) : (
          <p className="text-sm text-slate-500">Pass mark {exam.passing_score}%</p>
        )}
        <ExamAction exam={exam} />
      </div>
    </article>
  );
}
