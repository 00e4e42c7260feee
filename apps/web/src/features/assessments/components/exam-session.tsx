import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { Answers, StudentSubmission } from '@somo/contract/assessments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { ApiError } from '../../../lib/api-client';
import { assessmentKeys } from '../../../api/assessments';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { useAutosave } from '../hooks/use-autosave';
import { useRemainingSeconds } from '../hooks/use-remaining-seconds';
import { isAnswered, unansweredNumbers } from '../../../lib/assessment-answers';
import { formatCountdown } from '../lib/exam-clock';
import { formatDateTime, formatTime } from '../../../lib/assessment-format';
import { ExamHeader } from './exam-header';
import { QuestionField } from './question-field';

const SUBMIT_FAILED = 'Failed to submit assessment. Please try again.';

type ExamSessionProps = {
  detail: TimedAssessmentDetail;
  submission: StudentSubmission;
  /** Resolves true once the server has graded the attempt; `automatic` when the clock sent it. */
  onSubmit: (answers: Answers, automatic: boolean) => Promise<boolean>;
  submitting: boolean;
  submitError: unknown;
  /** Reads the assessment again, e.g. when the server says the attempt is over. */
  onRefresh: () => void;
};

function UnansweredList({ numbers, total }: { numbers: number[]; total: number }) {
  if (numbers.length === 0) {
    return <p className="text-sm text-slate-700">You have answered all {total} questions.</p>;
  }
  return (
    <div className="rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-800">
      <p className="font-medium">
        {numbers.length === 1
          ? 'You have not answered 1 question:'
          : `You have not answered ${numbers.length} questions:`}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
        {numbers.map((number) => (
          <li key={number}>Question {number}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The running exam: every question on one page, answers saved as the student goes, and the server's clock
 * counting down. At zero the answers on screen are submitted once, by themselves.
 */
export function ExamSession({
  detail,
  submission,
  onSubmit,
  submitting,
  submitError,
  onRefresh,
}: ExamSessionProps) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Answers>(submission.answers);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState(false);
  const inFlight = useRef(false);
  const autoSubmitted = useRef(false);
  const remaining = useRemainingSeconds(submission.deadline, detail.clockOffsetMs);
  const timeUp = remaining <= 0;

  // Keeps the cached detail in step with the server, so coming back to this page never shows old answers.
  const onSaved = useCallback(
    (saved: Answers) =>
      queryClient.setQueryData<TimedAssessmentDetail>(assessmentKeys.studentDetail(detail.id), (cached) =>
        cached?.submission ? { ...cached, submission: { ...cached.submission, answers: saved } } : cached,
      ),
    [queryClient, detail.id],
  );
  const { status: saveStatus, saver } = useAutosave({
    assessmentId: detail.id,
    initialAnswers: submission.answers,
    onRejected: onRefresh,
    onSaved,
  });

  const submit = useCallback(
    async (current: Answers, automatic = false) => {
      if (inFlight.current) return;
      inFlight.current = true;
      saver.hold();
      const ok = await onSubmit(current, automatic);
      inFlight.current = false;
      setConfirming(false);
      if (ok) {
        saver.stop();
        setFinished(true);
      } else {
        saver.release();
      }
    },
    [onSubmit, saver],
  );

  useEffect(() => {
    if (!timeUp || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit(answers, true);
  }, [timeUp, answers, submit]);

  const setAnswer = (index: number, value: Answers[string]) => {
    const next = { ...answers, [String(index)]: value };
    setAnswers(next);
    saver.change(next);
  };

  const total = detail.questions.length;
  const answered = detail.questions.filter((_, index) => isAnswered(answers[String(index)])).length;
  const locked = timeUp || finished || submitting;
  const deadlineOnThisClock = Date.parse(submission.deadline) - detail.clockOffsetMs;
  const submitRefused = submitError instanceof ApiError && submitError.status === 400;

  return (
    <>
      <DocumentTitle title={`${formatCountdown(remaining)} left · ${detail.title}`} />
      <ExamHeader
        title={detail.title}
        courseTitle={detail.course_title}
        remaining={remaining}
        answered={answered}
        total={total}
        saveStatus={saveStatus}
        submitting={submitting}
        submitDisabled={finished}
        onSubmit={() => setConfirming(true)}
      />

      <div className="mt-6 space-y-4">
        {timeUp && !finished ? (
          submitError && !submitting ? null : (
            <Alert variant="warning" title="Time is up">
              Your answers are being submitted.
            </Alert>
          )
        ) : (
          <p className="text-sm text-slate-600">
            Attempt {submission.attempt_number} · started {formatDateTime(submission.started_at)} · ends at{' '}
            {formatTime(deadlineOnThisClock)}. The timer keeps running if you leave this page; your answers
            are saved as you go.
          </p>
        )}

        {submitError && !submitting ? (
          <Alert
            variant="error"
            title={SUBMIT_FAILED}
            action={
              <Button size="sm" onClick={() => void submit(answers)}>
                Try again
              </Button>
            }
          >
            {submitRefused && submitError.serverMessage
              ? submitError.serverMessage
              : 'Your answers are still on this page and were saved as you went.'}
          </Alert>
        ) : null}

        {detail.questions.map((question, index) => (
          <QuestionField
            key={index}
            index={index}
            total={total}
            question={question}
            answer={answers[String(index)]}
            disabled={locked}
            onAnswer={(value) => setAnswer(index, value)}
          />
        ))}

        <div className="flex flex-col items-stretch gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="text-sm text-slate-600">
            {answered} of {total} questions answered.
          </p>
          <Button size="lg" onClick={() => setConfirming(true)} loading={submitting} disabled={finished}>
            {submitting ? null : <Send aria-hidden="true" />}
            {submitting ? 'Submitting...' : 'Submit Assessment'}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming && !timeUp}
        onOpenChange={setConfirming}
        title="Submit your answers?"
        description="Once submitted, your answers cannot be changed."
        confirmLabel="Submit Assessment"
        pendingLabel="Submitting..."
        cancelLabel="Keep working"
        pending={submitting}
        onConfirm={() => void submit(answers)}
      >
        <UnansweredList numbers={unansweredNumbers(total, answers)} total={total} />
      </ConfirmDialog>
    </>
  );
}
