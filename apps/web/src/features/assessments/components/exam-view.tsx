import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers } from '@somo/contract/assessments';
import { BackLink } from '../../../components/ui/back-link';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isAnswered } from '../../../lib/answered-questions';
import { paths } from '../../../lib/paths';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useDeviceAttempt } from '../hooks/use-device-attempt';
import { useStudentAssessment, type TimedAssessmentDetail } from '../api/get-student-assessment';
import { useSubmitAssessmentMutation } from '../api/submit-assessment';
import { ExamOverview } from './exam-overview';
import { ExamResultDialog, type ShownResult } from './exam-result-dialog';
import { ExamSession, type SubmitOutcome } from './exam-session';
import { LoadError } from '../../../components/ui/load-error';

/** Question numbers (from 1) the student had answered on screen. */
function answeredNumbers(answers: Answers): number[] {
  return Object.keys(answers)
    .filter((index) => isAnswered(answers[index]))
    .map((index) => Number(index) + 1)
    .sort((a, b) => a - b);
}

const unreachable = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * One assessment: its rules and Start, the running exam when an attempt is open (also after coming back to
 * it), and the result. The submit lives here, so its answer survives the exam screen closing. Without a
 * connection, a running attempt opens from this device's copy and joins the server's once it answers.
 */
export function ExamView({ assessmentId }: { assessmentId: number }) {
  const { t } = useLingui();
  const query = useStudentAssessment(assessmentId);
  const device = useDeviceAttempt(assessmentId);
  const online = useOnlineStatus();
  const submitMutation = useSubmitAssessmentMutation(assessmentId);
  const [result, setResult] = useState<ShownResult | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  // Tied to the attempt it happened in, so a later attempt never opens with an old failure.
  const [failure, setFailure] = useState<{ submissionId: number; error: unknown } | null>(null);
  const [openedFromDevice, setOpenedFromDevice] = useState(false);
  const { refetch } = query;
  const { mutateAsync } = submitMutation;

  const submit = useCallback(
    async (submissionId: number, answers: Answers, automatic: boolean): Promise<SubmitOutcome> => {
      try {
        const answer = await mutateAsync(answers);
        setFailure(null);
        setResult({ ...answer, automatic, answeredOnScreen: answeredNumbers(answers) });
        setResultOpen(true);
        await device.store.remove(assessmentId).catch(() => undefined);
        return 'graded';
      } catch (error) {
        // No answer at all: the exam keeps the submit and sends it on reconnect instead of showing a failure.
        if (unreachable(error)) return 'unreachable';
        setFailure({ submissionId, error });
        return 'failed';
      }
    },
    [mutateAsync, device.store, assessmentId],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);

  const serverAttempt = query.data?.submission;
  const attemptOver = !!query.data && serverAttempt?.status !== 'in_progress';
  const { store } = device;
  // The server says no attempt runs: this device's copy of one has nothing left to send.
  useEffect(() => {
    if (attemptOver) void store.remove(assessmentId).catch(() => undefined);
  }, [attemptOver, store, assessmentId]);

  if (device.loading) return <LoadingState label={t`Loading assessment...`} />;

  const kept = device.attempt;
  /** The same tree with or without the server, so the exam keeps its state when the server's copy arrives. */
  const renderSession = (detail: TimedAssessmentDetail) => {
    const running = detail.submission?.status === 'in_progress' ? detail.submission : null;
    const stored = running && kept?.attemptId === running.id ? kept : undefined;
    return (
      <>
        {running ? (
          <ExamSession
            key={running.id}
            detail={detail}
            submission={running}
            store={device.store}
            stored={stored}
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
  };

  // Offline, or the server out of reach: the running attempt this device kept opens from its copy, and stays
  // on it until the server's copy arrives (going back to a spinner in between would lose what happened since).
  if (!query.data && kept && (!online || unreachable(query.error) || openedFromDevice)) {
    if (!openedFromDevice) setOpenedFromDevice(true);
    return renderSession(kept.detail);
  }

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

  return renderSession(query.data);
}
