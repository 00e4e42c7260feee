import { useState } from 'react';
import { useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAssessmentMutation, useUpdateAssessmentMutation } from '../api/assessment-mutations';
import { useCourseAssessment } from '../api/get-course-assessment';
import { assessmentToFormValues, emptyAssessmentValues } from '../lib/assessment-form';
import type { PanelLink } from '../lib/panel-view';
import { AssessmentForm } from './assessment-form';
import { PanelBackLink } from './panel-back-link';
import { PANEL_FOCUS_STATE, PanelHeading } from './panel-heading';
import { LoadError } from '../../../components/ui/load-error';

const SAVE_FAILED = msg`Failed to save assessment`;

type EditorProps = { courseId: number; linkTo: PanelLink };

/** A new assessment for the course. */
export function CreateAssessment({ courseId, linkTo }: EditorProps) {
  const mutation = useCreateAssessmentMutation(courseId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [defaults] = useState(emptyAssessmentValues);
  const { t, i18n } = useLingui();
  const listLink = linkTo({ kind: 'list' });
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={listLink}>
          <Trans>Back to assessments</Trans>
        </PanelBackLink>
        <PanelHeading>
          <Trans>New assessment</Trans>
        </PanelHeading>
      </div>
      <AssessmentForm
        courseId={courseId}
        defaultValues={defaults}
        submitLabel={t`Create Assessment`}
        pendingLabel={t`Creating...`}
        pending={mutation.isPending}
        error={mutation.error}
        errorText={mutation.isError ? errorMessage(mutation.error, i18n._(SAVE_FAILED)) : null}
        cancelTo={listLink}
        onSubmit={(body) =>
          mutation.mutate(body, {
            onSuccess: (created) => {
              toast({ variant: 'success', title: t`Assessment created`, description: created.title });
              navigate(listLink, { replace: true, state: PANEL_FOCUS_STATE });
            },
          })
        }
      />
    </div>
  );
}

/** Changes to an existing assessment; finished attempts are regraded by the server. */
export function EditAssessment({ courseId, assessmentId, linkTo }: EditorProps & { assessmentId: number }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useCourseAssessment(
    courseId,
    assessmentId,
  );
  const mutation = useUpdateAssessmentMutation(courseId, assessmentId);
  const title = data?.title;
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t, i18n } = useLingui();
  const listLink = linkTo({ kind: 'list' });

  let body;
  if (isPending) {
    body = <LoadingState label={t`Loading assessment...`} />;
  } else if (isError) {
    body = (
      <LoadError
        title={t`Failed to load assessment data`}
        message={errorMessage(error, t`Please check your connection and try again.`)}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <AssessmentForm
        courseId={courseId}
        defaultValues={assessmentToFormValues(data)}
        submitLabel={t`Save Changes`}
        pendingLabel={t`Saving...`}
        pending={mutation.isPending}
        error={mutation.error}
        errorText={mutation.isError ? errorMessage(mutation.error, i18n._(SAVE_FAILED)) : null}
        submittedCount={data.submitted_count}
        cancelTo={listLink}
        onSubmit={(values) =>
          mutation.mutate(values, {
            onSuccess: (saved) => {
              toast({ variant: 'success', title: t`Assessment updated`, description: saved.title });
              navigate(listLink, { replace: true, state: PANEL_FOCUS_STATE });
            },
          })
        }
      />
    );
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={listLink}>
          <Trans>Back to assessments</Trans>
        </PanelBackLink>
        <PanelHeading>{title === undefined ? t`Edit assessment` : t`Edit: ${title}`}</PanelHeading>
      </div>
      {body}
    </div>
  );
}
