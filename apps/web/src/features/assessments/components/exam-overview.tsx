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
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-messages';
import { paths } from '../../../lib/paths';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { isAlreadyInProgress, useStartAssessmentMutation } from '../api/start-assessment';
import { formatMinutes } from '../../../lib/assessment-format';
import { formatDateTime } from '../../../lib/format';
import { ExamResultCard } from './exam-result-card';
import { ExamStatusBadge } from './exam-status-badge';

/** Why Start is not offered, read on the server's clock; undefined when it is. */
function startBlocker(detail: TimedAssessmentDetail): MessageDescriptor | undefined {
  if (detail.can_attempt) return undefined;
  if (detail.attempts_used >= detail.attempts_allowed) {
    return msg`You have used all your attempts for this assessment.`;
  }
  const now = Date.parse(detail.server_time);
  if (detail.start_date && now < Date.parse(detail.start_date))
    return msg`This assessment has not opened yet.`;
  if (detail.due_date && now > Date.parse(detail.due_date)) return msg`This assessment is closed.`;
  return msg`This assessment cannot be started right now.`;
}

function Rule({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

/** How many attempts are used, and how many are left once the student has tried. */
function AttemptsRule({ used, allowed }: { used: number; allowed: number }) {
  const { t } = useLingui();
  const left = Math.max(0, allowed - used);
  if (left > 0 && used > 0) {
    return t`${used}/${allowed} attempts used · ${plural(left, { one: '# left', other: '# left' })}`;
  }
  return t`${used}/${allowed} attempts used`;
}

/** The start button's word: a first attempt, a later one, or the wait while it starts. */
function StartLabel({ starting, attemptsUsed }: { starting: boolean; attemptsUsed: number }) {
  const { t } = useLingui();
  if (starting) return t`Starting...`;
  if (attemptsUsed === 0) return t`Start Assessment`;
  const attempt = attemptsUsed + 1;
  return t`Start Attempt ${attempt}`;
}

/** Before an attempt (and between attempts): the instructions, the rules, Start, and the latest result. */
export function ExamOverview({ detail }: { detail: TimedAssessmentDetail }) {
  const { t, i18n } = useLingui();
  const start = useStartAssessmentMutation(detail.id);
  const startFailed = t`Failed to start assessment. Please try again.`;
  const blocker = startBlocker(detail);
  const finished = detail.submission?.status === 'submitted' ? detail.submission : null;
  const startError = start.isError && !isAlreadyInProgress(start.error) ? start.error : null;
  const { questions_count: questionsCount, passing_score: passingScore } = detail;
  const questions = t`${plural(questionsCount, { one: '# question', other: '# questions' })}`;
  const duration = formatMinutes(detail.duration_minutes);
  const opensAt = detail.start_date ? formatDateTime(detail.start_date) : '';
  const dueAt = detail.due_date ? formatDateTime(detail.due_date) : '';

  return (
    <>
      <DocumentTitle title={detail.title} />
      <PageHeader
        eyebrow={
          <BackLink to={paths.exams()}>
            <Trans>Back to Assessments</Trans>
          </BackLink>
        }
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
              <CardTitle>
                <Trans>Instructions</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {detail.description ? (
                <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
                  {detail.description}
                </p>
              ) : (
                <p className="text-sm text-slate-600">
                  <Trans>
                    Answer every question, then submit. Multiple-choice questions have one correct option.
                  </Trans>
                </p>
              )}
            </CardContent>
          </Card>
        </div>

        <Card className="lg:sticky lg:top-24">
          <CardHeader>
            <CardTitle>
              <Trans>Rules</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm text-slate-700">
              <Rule icon={Clock}>
                <Trans>
                  <span className="font-medium text-slate-900">{duration}</span> to finish once you start
                </Trans>
              </Rule>
              <Rule icon={ListChecks}>{questions}</Rule>
              <Rule icon={RotateCcw}>
                <AttemptsRule used={detail.attempts_used} allowed={detail.attempts_allowed} />
              </Rule>
              <Rule icon={Target}>
                <Trans>Pass mark {passingScore}%</Trans>
              </Rule>
              {detail.start_date ? <Rule icon={CalendarClock}>{t`Opens ${opensAt}`}</Rule> : null}
              {detail.due_date ? (
                <Rule icon={CalendarClock}>
                  <span className="inline-flex flex-wrap items-center gap-1.5">
                    {t`Due ${dueAt}`}
                    {detail.is_overdue ? (
                      <Badge variant="danger">
                        <AlertTriangle className="size-3.5" aria-hidden="true" />
                        <Trans>Overdue</Trans>
                      </Badge>
                    ) : null}
                  </span>
                </Rule>
              ) : null}
              <Rule icon={Timer}>
                <Trans>
                  The timer keeps running if you leave. Your answers are saved as you go, and whatever is on
                  the page is submitted when time runs out.
                </Trans>
              </Rule>
            </ul>
          </CardContent>
          <CardFooter className="flex-col items-stretch">
            {startError ? (
              <Alert variant="error">
                {startError instanceof ApiError && startError.status === 400
                  ? apiErrorText(startError, startFailed)
                  : startFailed}
              </Alert>
            ) : null}
            {blocker ? (
              <p className="text-sm text-slate-600">{i18n._(blocker)}</p>
            ) : (
              <>
                <p className="text-xs text-slate-500">
                  <Trans>The timer starts as soon as you press Start.</Trans>
                </p>
                <Button size="lg" loading={start.isPending} onClick={() => start.mutate()}>
                  {start.isPending ? null : <Play aria-hidden="true" />}
                  <StartLabel starting={start.isPending} attemptsUsed={detail.attempts_used} />
                </Button>
              </>
            )}
          </CardFooter>
        </Card>
      </div>
    </>
  );
}
