import { Link } from 'react-router';
import { Eye, Inbox, Pencil, RefreshCw } from 'lucide-react';
import type { InstructorAssessmentDetail } from '@somo/contract/assessments';
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
import { errorMessage } from '../../../lib/api-client';
import { useCourseAssessment } from '../api/get-course-assessment';
import { formatPercent } from '../../../lib/exam-result';
import { formatDateTime, formatMinutes, formatScore } from '../../../lib/assessment-format';
import type { PanelLink } from '../lib/panel-view';
import { canReview } from '../lib/submission-status';
import { DisplayStatusBadge } from './display-status-badge';
import { PanelBackLink } from './panel-back-link';
import { PANEL_FOCUS_STATE, PanelHeading } from './panel-heading';
import { SubmissionStatusBadge } from './submission-status-badge';
import { LoadError } from '../../../components/ui/load-error';
import { plural } from '../../../lib/plural';

function SubmissionsTable({
  assessment,
  linkTo,
}: {
  assessment: InstructorAssessmentDetail;
  linkTo: PanelLink;
}) {
  if (assessment.submissions.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        headingLevel="h3"
        title="No submissions yet"
        description="Attempts appear here as soon as students start this assessment."
      />
    );
  }
  return (
    <Table>
      <TableCaption className="sr-only">Submissions for {assessment.title}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Student</TableHead>
          <TableHead>Attempt</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Score</TableHead>
          <TableHead>Percentage</TableHead>
          <TableHead>Submitted</TableHead>
          {/* Relative, so the hidden label is clipped by the table's sideways scroll instead of widening the page. */}
          <TableHead className="relative">
            <span className="sr-only">Details</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {assessment.submissions.map((submission) => (
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
              {submission.percentage === null ? '—' : formatPercent(submission.percentage)}
              {submission.awaiting_marking > 0 ? ' so far' : ''}
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
                {submission.submitted_at ? formatDateTime(submission.submitted_at) : '—'}
                {submission.is_late_submission ? <Badge variant="warning">Late</Badge> : null}
              </span>
            </TableCell>
            <TableCell className="text-end">
              {canReview(submission) ? (
                <Link
                  to={linkTo({
                    kind: 'submission',
                    assessmentId: assessment.id,
                    submissionId: submission.id,
                  })}
                  state={PANEL_FOCUS_STATE}
                  aria-label={`View ${submission.student_name}'s attempt ${submission.attempt_number}`}
                  className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                >
                  <Eye aria-hidden="true" />
                  View
                </Link>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Spec 02 §2: one assessment's submissions, with Passed / Failed / In progress / Not Started. */
export function AssessmentSubmissions({
  courseId,
  assessmentId,
  linkTo,
}: {
  courseId: number;
  assessmentId: number;
  linkTo: PanelLink;
}) {
  const { data, isPending, isError, error, refetch, isFetching } = useCourseAssessment(
    courseId,
    assessmentId,
  );
  const listLink = linkTo({ kind: 'list' });

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={listLink}>Back to assessments</PanelBackLink>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <PanelHeading>{data ? data.title : 'Submissions'}</PanelHeading>
            {data ? (
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <DisplayStatusBadge assessment={data} />
                <span>
                  {plural(data.questions_count, 'question')} · {formatMinutes(data.duration_minutes)} · pass{' '}
                  {data.passing_score}%
                </span>
              </div>
            ) : null}
          </div>
          {data ? (
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                {isFetching ? null : <RefreshCw aria-hidden="true" />}
                Refresh
              </Button>
              <Link
                to={linkTo({ kind: 'edit', assessmentId })}
                state={PANEL_FOCUS_STATE}
                className={buttonStyles({ variant: 'secondary', size: 'sm' })}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </div>
          ) : null}
        </div>
      </div>

      {isPending ? (
        <LoadingState label="Loading submissions..." />
      ) : isError ? (
        <LoadError
          title="Failed to load assessment data"
          message={errorMessage(error, 'Please check your connection and try again.')}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <section aria-labelledby="assessment-submissions-heading" className="space-y-3">
          <h3 id="assessment-submissions-heading" className="text-sm font-semibold text-slate-900">
            Submissions ({data.submissions.length})
          </h3>
          <SubmissionsTable assessment={data} linkTo={linkTo} />
        </section>
      )}
    </div>
  );
}
