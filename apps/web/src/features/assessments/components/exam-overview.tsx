import {
  AlertTriangle,
  CalendarClock,
  Clock,
  ListChecks,
  Play,
  RotateCcw,
  Target,
  Timer,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { isAlreadyInProgress, useStartAssessmentMutation } from '../api/start-assessment';
import { formatDateTime, formatMinutes } from '../../../lib/assessment-format';
import { ExamResultCard } from './exam-result-card';
import { ExamStatusBadge } from './exam-status-badge';
import { plural } from '../../../lib/plural';

const START_FAILED = 'Failed to start assessment. Please try again.';

/** Why Start is not offered, read on the server's clock; undefined when it is. */
function startBlocker(detail: TimedAssessmentDetail): string | undefined {
  if (detail.can_attempt) return undefined;
  if (detail.attempts_used >= detail.attempts_allowed) {
    return 'You have used all your attempts for this assessment.';
  }
  const now = Date.parse(detail.server_time);
  if (detail.start_date && now < Date.parse(detail.start_date)) return 'This assessment has not opened yet.';
  if (detail.due_date && now > Date.parse(detail.due_date)) return 'This assessment is closed.';
  return 'This assessment cannot be started right now.';
}

function Rule({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/** Before an attempt (and between attempts): the instructions, the rules, Start, and the latest result. */
export function ExamOverview({ detail }: { detail: TimedAssessmentDetail }) {
  const start = useStartAssessmentMutation(detail.id);
  const blocker = startBlocker(detail);
  const finished = detail.submission?.status === 'submitted' ? detail.submission : null;
  const startError = start.isError && !isAlreadyInProgress(start.error) ? start.error : null;
  const attemptsLeft = Math.max(0, detail.attempts_allowed - detail.attempts_used);

  return (
    <>
      <DocumentTitle title={detail.title} />
      <PageHeader
        eyebrow={<BackLink to={paths.exams()}>Back to Assessments</BackLink>}
        title={detail.title}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span>{detail.course_title}</span>
            <ExamStatusBadge status={detail.status} />
          </span>
        }
      />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {finished ? <ExamResultCard detail={detail} submission={finished} /> : null}

          <Card>
            <CardHeader>
              <CardTitle>Instructions</CardTitle>
            </CardHeader>
            <CardContent>
              {detail.description ? (
                <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
                  {detail.description}
                </p>
              ) : (
                <p className="text-sm text-slate-600">
                  Answer every question, then submit. Multiple-choice questions have one correct option.
                </p>
              )}
            </CardContent>
          </Card>
        </div>

        <Card className="lg:sticky lg:top-24">
          <CardHeader>
            <CardTitle>Rules</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm text-slate-700">
              <Rule icon={Clock}>
                <span className="font-medium text-slate-900">{formatMinutes(detail.duration_minutes)}</span>{' '}
                to finish once you start
              </Rule>
              <Rule icon={ListChecks}>{plural(detail.questions_count, 'question')}</Rule>
              <Rule icon={RotateCcw}>
                {detail.attempts_used}/{detail.attempts_allowed} attempts used
                {attemptsLeft > 0 && detail.attempts_used > 0 ? ` · ${attemptsLeft} left` : ''}
              </Rule>
              <Rule icon={Target}>Pass mark {detail.passing_score}%</Rule>
              {detail.start_date ? (
                <Rule icon={CalendarClock}>Opens {formatDateTime(detail.start_date)}</Rule>
              ) : null}
              {detail.due_date ? (
                <Rule icon={CalendarClock}>
                  <span className="inline-flex flex-wrap items-center gap-1.5">
                    Due {formatDateTime(detail.due_date)}
                    {detail.is_overdue ? (
                      <Badge variant="danger">
                        <AlertTriangle className="size-3.5" aria-hidden="true" />
                        Overdue
                      </Badge>
                    ) : null}
                  </span>
                </Rule>
              ) : null}
              <Rule icon={Timer}>
                The timer keeps running if you leave. Your answers are saved as you go, and whatever is on the
                page is submitted when time runs out.
              </Rule>
            </ul>
          </CardContent>
          <CardFooter className="flex-col items-stretch">
            {startError ? (
              <Alert variant="error">
                {startError instanceof ApiError && startError.status === 400 && startError.serverMessage
                  ? startError.serverMessage
                  : START_FAILED}
              </Alert>
            ) : null}
            {blocker ? (
              <p className="text-sm text-slate-600">{blocker}</p>
            ) : (
              <>
                <p className="text-xs text-slate-500">The timer starts as soon as you press Start.</p>
                <Button size="lg" loading={start.isPending} onClick={() => start.mutate()}>
                  {start.isPending ? null : <Play aria-hidden="true" />}
                  {start.isPending
                    ? 'Starting...'
                    : detail.attempts_used > 0
                      ? `Start Attempt ${detail.attempts_used + 1}`
                      : 'Start Assessment'}
                </Button>
              </>
            )}
          </CardFooter>
        </Card>
      </div>
    </>
  );
}
