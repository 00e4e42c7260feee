import { Link } from 'react-router';
import { AlertTriangle, CalendarClock, Clock, Info, ListChecks, Play, RotateCcw, Trophy } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentAssessment } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { formatPercent } from '../../../lib/exam-result';
import { formatMinutes } from '../../../lib/assessment-format';
import { formatDateTime } from '../../../lib/format';
import { ExamStatusBadge, ResultBadge } from './exam-status-badge';

const looks = {
  resume: { Icon: RotateCcw, variant: 'primary' },
  result: { Icon: Trophy, variant: 'secondary' },
  start: { Icon: Play, variant: 'primary' },
  details: { Icon: Info, variant: 'secondary' },
} as const;

function nextAction(exam: StudentAssessment): keyof typeof looks {
  if (exam.status === 'in_progress') return 'resume';
  if (exam.status === 'submitted') return 'result';
  return exam.can_attempt ? 'start' : 'details';
}

function ExamAction({ exam }: { exam: StudentAssessment }) {
  const { t } = useLingui();
  const { title } = exam;
  const action = nextAction(exam);
  const { Icon, variant } = looks[action];
  // The visible word, and as the link's name the word with the title, so a list of 'Start' links still says
  // which is which.
  const [label, name] = {
    resume: [t`Resume`, t`Resume ${title}`],
    result: [t`View result`, t`View result ${title}`],
    start: [t`Start`, t`Start ${title}`],
    details: [t`View details`, t`View details ${title}`],
  }[action];
  return (
    <Link to={paths.exam(exam.id)} aria-label={name} className={buttonStyles({ variant, size: 'sm' })}>
      <Icon aria-hidden="true" />
      {label}
    </Link>
  );
}

function DueText({ exam, opensLater }: { exam: StudentAssessment; opensLater: boolean }) {
  const { t } = useLingui();
  if (opensLater) {
    const opensAt = formatDateTime(exam.start_date ?? '');
    return t`Opens ${opensAt}`;
  }
  if (!exam.due_date) return t`No due date`;
  const dueAt = formatDateTime(exam.due_date);
  return t`Due ${dueAt}`;
}

/** While written answers wait for marking the score can still rise, so it is not called the best yet. */
function ScoreLine({ awaiting, percentage }: { awaiting: boolean; percentage: number }) {
  const score = formatPercent(percentage);
  return awaiting ? (
    <span>
      <Trans>
        Score so far <span className="font-semibold text-slate-900">{score}</span>
      </Trans>
    </span>
  ) : (
    <span>
      <Trans>
        Best score <span className="font-semibold text-slate-900">{score}</span>
      </Trans>
    </span>
  );
}

/** One assessment in the student's list: what it asks, where they stand, and the next step. */
export function ExamCard({ exam }: { exam: StudentAssessment }) {
  const { t } = useLingui();
  const {
    questions_count: questionsCount,
    attempts_used: used,
    attempts_allowed: allowed,
    passing_score: passingScore,
  } = exam;
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
            <span className="sr-only">
              <Trans>Duration</Trans>
            </span>
          </dt>
          <dd>{formatMinutes(exam.duration_minutes)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <ListChecks className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Questions</Trans>
            </span>
          </dt>
          <dd>{t`${plural(questionsCount, { one: '# question', other: '# questions' })}`}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <RotateCcw className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Attempts</Trans>
            </span>
          </dt>
          <dd>
            <Trans>
              {used}/{allowed} attempts used
            </Trans>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <CalendarClock className="size-4 text-slate-400" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Due</Trans>
            </span>
          </dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <DueText exam={exam} opensLater={opensLater} />
            {exam.is_overdue ? (
              <Badge variant="danger">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                <Trans>Overdue</Trans>
              </Badge>
            ) : null}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        {exam.percentage !== null && exam.result !== null ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <ScoreLine awaiting={exam.result === 'awaiting_marking'} percentage={exam.percentage} />
            <ResultBadge result={exam.result} />
          </p>
        ) : (
          <p className="text-sm text-slate-500">
            <Trans>Pass mark {passingScore}%</Trans>
          </p>
        )}
        <ExamAction exam={exam} />
      </div>
    </article>
  );
}
