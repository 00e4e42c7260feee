import { useState } from 'react';
import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardCheck, Library, Plus } from 'lucide-react';
import type { InstructorAssessment } from '@somo/contract/assessments';
import { buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDeleteAssessmentMutation } from '../api/assessment-mutations';
import { useCourseAssessments } from '../api/get-course-assessments';
import type { PanelLink } from '../lib/panel-view';
import { AssessmentListItem, DELETE_BLOCKED_HINT } from './assessment-list-item';
import { PANEL_FOCUS_STATE, PanelHeading } from './panel-heading';
import { LoadError } from '../../../components/ui/load-error';

function deleteFailure(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return errorMessage(error, i18n._(msg`Cannot delete assessment with existing submissions`));
  }
  return i18n._(msg`Failed to delete assessment`);
}

/** Spec 02 §2: the course's assessments with their display status, and delete (never with submissions). */
export function AssessmentList({ courseId, linkTo }: { courseId: number; linkTo: PanelLink }) {
  const {
    data: assessments,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
  } = useCourseAssessments(courseId);
  const remove = useDeleteAssessmentMutation(courseId);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<InstructorAssessment | null>(null);
  const { t, i18n } = useLingui();

  const createLink = (
    <Link
      to={linkTo({ kind: 'create' })}
      state={PANEL_FOCUS_STATE}
      className={buttonStyles({ className: 'w-full sm:w-auto' })}
    >
      <Plus aria-hidden="true" />
      <Trans>Create Assessment</Trans>
    </Link>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t`Assessment deleted` });
        setDeleting(null);
      },
      onError: (deleteError) => {
        toast({ variant: 'error', title: deleteFailure(i18n, deleteError) });
        setDeleting(null);
      },
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <PanelHeading>
            <Trans>Assessments</Trans>
          </PanelHeading>
          <p className="mt-0.5 text-sm text-slate-600">
            <Trans>
              Timed assessments for this course, their questions and the students&apos; submissions.
            </Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={linkTo({ kind: 'bank' })}
            state={PANEL_FOCUS_STATE}
            className={buttonStyles({ variant: 'secondary', className: 'w-full sm:w-auto' })}
          >
            <Library aria-hidden="true" />
            <Trans>Question bank</Trans>
          </Link>
          {assessments && assessments.length > 0 ? createLink : null}
        </div>
      </div>

      {isPending ? (
        <LoadingState label={t`Loading assessments...`} />
      ) : isError ? (
        <LoadError
          title={t`Failed to load assessments`}
          message={errorMessage(error, t`Please check your connection and try again.`)}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : assessments.length === 0 ? (
        <EmptyState
          icon={ClipboardCheck}
          headingLevel="h3"
          title={t`No assessments yet`}
          description={t`Create a timed assessment with multiple-choice and written questions for your students.`}
          action={createLink}
        />
      ) : (
        <ul className="space-y-3" aria-label={t`Assessments in this course`}>
          {assessments.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentListItem
                assessment={assessment}
                linkTo={linkTo}
                onDelete={() => setDeleting(assessment)}
                onDeleteBlocked={() => toast({ variant: 'info', title: i18n._(DELETE_BLOCKED_HINT) })}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete assessment`}
        description={t`Are you sure you want to delete this assessment?`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {deleting ? <p className="text-sm font-medium break-words text-slate-900">{deleting.title}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
