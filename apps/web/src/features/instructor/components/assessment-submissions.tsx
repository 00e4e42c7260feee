import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, Inbox, Pencil, RefreshCw } from 'lucide-react';
import { SUBMISSIONS_PAGE_SIZE, type InstructorAssessmentDetail } from '@somo/contract/assessments';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadGradebookMutation } from '../api/download-gradebook';
import { useSubmissionsPage } from '../api/get-course-assessment';
import { formatMinutes, formatScore } from '../../../lib/assessment-format';
import { formatDateTime } from '../../../lib/format';
import type { PanelLink } from '../lib/panel-view';
import { canReview } from '../lib/submission-status';
import { AssessmentStatisticsView } from './assessment-statistics';
import { DisplayStatusBadge } from './display-status-badge';
import { PanelBackLink } from './panel-back-link';
import { PANEL_FOCUS_STATE, PanelHeading } from './panel-heading';
import { PercentSoFar } from './percent-so-far';
import { SubmissionStatusBadge } from './submission-status-badge';
import { Pagination } from '../../../components/ui/pagination';
import { LoadError } from '../../../components/ui/load-error';
import { percentText } from '../lib/progress-words';

/** '2 questions · 30 minutes · pass 70%' */
function AssessmentFacts({ assessment }: { assessment: InstructorAssessmentDetail }) {
  const { t } = useLingui();
  const { questions_count: questions } = assessment;
  const passing = percentText(assessment.passing_score);
  const facts = [
    t`${plural(questions, { one: '# question', other: '# questions' })}`,
    formatMinutes(assessment.duration_minutes),
    t`pass ${passing}`,
  ];
  return <span>{facts.join(' · ')}</span>;
}

function SubmissionsCount({ count }: { count: number }) {
  return <Trans>Submissions ({count})</Trans>;
}

/** Every student's best result as a CSV file, for a spreadsheet or a school's records. */
function GradebookButton({
  courseId,
  assessment,
}: {
  courseId: number;
  assessment: { id: number; title: string };
}) {
  const download = useDownloadGradebookMutation(courseId, assessment.id);
  const { toast } = useToast();
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={() =>
        download.mutate(assessment.title, {
          onError: (error) =>
            toast({
              variant: 'error',
              title: t`Failed to download the gradebook`,
              description: errorMessage(error, t`Please try again.`),
            }),
        })
      }
    >
      {download.isPending ? null : <Download aria-hidden="true" />}
      <Trans>Download gradebook (CSV)</Trans>
    </Button>
  );
}

function SubmissionsTable({
  assessment,
  page,
  linkTo,
}: {
  assessment: InstructorAssessmentDetail;
  page: number;
  linkTo: PanelLink;
}) {
  const { t } = useLingui();
  if (assessment.total_submissions === 0) {
    return (
      <EmptyState
        icon={Inbox}
        headingLevel="h3"
        title={t`No submissions yet`}
        description={t`Attempts appear here as soon as students start this assessment.`}
      />
    );
  }
  // An address naming a page past the last one (the list got shorter, or it was typed).
  if (assessment.submissions.length === 0) {
    return <EmptyState icon={Inbox} headingLevel="h3" title={t`No submissions on this page`} />;
  }
  const { title } = assessment;
  return (
    <Table>
      <TableCaption className="sr-only">
        <Trans>Submissions for {title}</Trans>
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Student</Trans>
          </TableHead>
          <TableHead>
            <Trans>Attempt</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Score</Trans>
          </TableHead>
          <TableHead>
            <Trans>Percentage</Trans>
          </TableHead>
          <TableHead>
            <Trans>Submitted</Trans>
          </TableHead>
          {/* Relative, so the hidden label is clipped by the table's sideways scroll instead of widening the page. */}
          <TableHead className="relative">
            <span className="sr-only">
              <Trans>Details</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {assessment.submissions.map((submission) => {
          const { student_name: name, attempt_number: attempt } = submission;
          return (
            <TableRow key={submission.id}>
              <TableCell>
                <p className="font-medium whitespace-nowrap text-slate-900">{submission.student_name}</p>
                <p className="text-xs text-slate-500">@{submission.student_username}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">#{submission.attempt_number}</TableCell>
              <TableCell>
                <SubmissionStatusBadge submission={submission} passingScore={assessment.passing_score} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {submission.score === null
                  ? '—'
                  : `${formatScore(submission.score)} / ${assessment.total_points}`}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <PercentSoFar percentage={submission.percentage} awaiting={submission.awaiting_marking} />
              </TableCell>
              <TableCell>
                <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
                  {submission.submitted_at ? formatDateTime(submission.submitted_at) : '—'}
                  {submission.is_late_submission ? (
                    <Badge variant="warning">
                      <Trans>Late</Trans>
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell className="text-end">
                {canReview(submission) ? (
                  <Link
                    to={linkTo({
                      kind: 'submission',
                      assessmentId: assessment.id,
                      submissionId: submission.id,
                      page,
                    })}
                    state={PANEL_FOCUS_STATE}
                    aria-label={t`View ${name}'s attempt ${attempt}`}
                    className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                  >
                    <Eye aria-hidden="true" />
                    <Trans>View</Trans>
                  </Link>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * Spec 02 §2: one assessment's submissions, with Passed / Failed / In progress / Not Started, a page at a time
 * (newest attempt first); the page is in the address.
 */
export function AssessmentSubmissions({
  courseId,
  assessmentId,
  page = 1,
  linkTo,
}: {
  courseId: number;
  assessmentId: number;
  page?: number;
  linkTo: PanelLink;
}) {
  const { data, isPending, isError, error, refetch, isFetching } = useSubmissionsPage(
    courseId,
    assessmentId,
    (page - 1) * SUBMISSIONS_PAGE_SIZE,
  );
  const listLink = linkTo({ kind: 'list' });
  const { t } = useLingui();

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={listLink}>
          <Trans>Back to assessments</Trans>
        </PanelBackLink>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <PanelHeading>{data ? data.title : t`Submissions`}</PanelHeading>
            {data ? (
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <DisplayStatusBadge assessment={data} />
                <AssessmentFacts assessment={data} />
              </div>
            ) : null}
          </div>
          {data ? (
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                {isFetching ? null : <RefreshCw aria-hidden="true" />}
                <Trans>Refresh</Trans>
              </Button>
              <Link
                to={linkTo({ kind: 'edit', assessmentId })}
                state={PANEL_FOCUS_STATE}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Pencil aria-hidden="true" />
                <Trans>Edit</Trans>
              </Link>
              <GradebookButton courseId={courseId} assessment={data} />
            </div>
          ) : null}
        </div>
      </div>

      {isPending ? (
        <LoadingState label={t`Loading submissions...`} />
      ) : isError ? (
        <LoadError
          title={t`Failed to load assessment data`}
          message={errorMessage(error, t`Please check your connection and try again.`)}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <Tabs defaultValue="submissions">
          <TabsList aria-label={t`Results`}>
            <TabsTrigger value="submissions">
              <SubmissionsCount count={data.total_submissions} />
            </TabsTrigger>
            <TabsTrigger value="statistics">
              <Trans>Statistics</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="submissions" className="space-y-3">
            <SubmissionsTable assessment={data} page={page} linkTo={linkTo} />
            <Pagination
              label={t`Submission pages`}
              page={page}
              pages={Math.ceil(data.total_submissions / SUBMISSIONS_PAGE_SIZE)}
              linkToPage={(next) => linkTo({ kind: 'submissions', assessmentId, page: next })}
            />
          </TabsContent>
          <TabsContent value="statistics">
            <AssessmentStatisticsView courseId={courseId} assessmentId={assessmentId} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
