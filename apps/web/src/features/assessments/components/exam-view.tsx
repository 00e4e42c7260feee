import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers, SubmitResponse } from '@somo/contract/assessments';
import { BackLink } from '../../../components/ui/back-link';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useStudentAssessment } from '../api/get-student-assessment';
import { useSubmitAssessmentMutation } from '../api/submit-assessment';
import { ExamOverview } from './exam-overview';
import { ExamResultDialog } from './exam-result-dialog';
import { ExamSession } from './exam-session';
import { LoadError } from '../../../components/ui/load-error';

/**
 * One assessment: its rules and Start, the running exam when an attempt is open (also after coming back to
 * it), and the result. The submit lives here, so its answer survives the exam screen closing.
 */
export function ExamView({ assessmentId }: { assessmentId: number }) {
  const { t } = useLingui();
  const query = useStudentAssessment(assessmentId);
  const submitMutation = useSubmitAssessmentMutation(assessmentId);
  const [result, setResult] = useState<(SubmitResponse & { automatic: boolean }) | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  // Tied to the attempt it happened in, so a later attempt never opens with an old failure.
  const [failure, setFailure] = useState<{ submissionId: number; error: unknown } | null>(null);
  const { refetch } = query;
  const { mutateAsync } = submitMutation;

  const submit = useCallback(
    async (submissionId: number, answers: Answers, automatic: boolean) => {
      try {
        const answer = await mutateAsync(answers);
        setFailure(null);
        setResult({ ...answer, automatic });
        setResultOpen(true);
        return true;
      } catch (error) {
        setFailure({ submissionId, error });
        return false;
      }
    },
    [mutateAsync],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);

  // A running exam starts from what the server holds now, never from an earlier copy in the cache.
  if (query.isPending || (!query.isFetchedAfterMount && query.isFetching)) {
    return <LoadingState label={t`Loading assessment...`} />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <>
          <DocumentTitle title={t`Assessment not found`} />
          <EmptyState
            icon={SearchX}
            headingLevel="h1"
            title={t`Assessment not found`}
            description={t`It may have been removed, or it belongs to a course you are not enrolled in.`}
            action={
              <Link to={paths.exams()} className={buttonStyles()}>
                <Trans>Back to Assessments</Trans>
              </Link>
            }
          />
        </>
      );
    }
    return (
      <div className="space-y-4">
        <DocumentTitle title={t`Assessment`} />
        <BackLink to={paths.exams()}>
          <Trans>Back to Assessments</Trans>
        </BackLink>
        <LoadError
          title={t`Failed to load assessment`}
          message={errorMessage(query.error, t`Please check your connection and try again.`)}
          retrying={query.isRefetching}
          onRetry={refresh}
        />
      </div>
    );
  }

  const detail = query.data;
  const running = detail.submission?.status === 'in_progress' ? detail.submission : null;

  return (
    <>
      {running ? (
        <ExamSession
          key={running.id}
          detail={detail}
          submission={running}
          onSubmit={(answers, automatic) => submit(running.id, answers, automatic)}
          submitting={submitMutation.isPending}
          submitError={failure?.submissionId === running.id ? failure.error : null}
          onRefresh={refresh}
        />
      ) : (
        <ExamOverview detail={detail} />
      )}
      <ExamResultDialog result={result} open={resultOpen} onOpenChange={setResultOpen} />
    </>
  );
}
