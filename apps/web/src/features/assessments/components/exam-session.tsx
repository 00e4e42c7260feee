import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Answers, StudentSubmission } from '@somo/contract/assessments';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-messages';
import { assessmentKeys } from '../../../api/assessments';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { postSaveAnswers } from '../api/save-answers';
import { useAutosave } from '../hooks/use-autosave';
import {
  createAnswerQueue,
  newStoredAttempt,
  type AttemptStore,
  type StoredAttempt,
} from '../lib/answer-queue';
import { logStoreFailure } from '../lib/quiet-log';
import { useRemainingSeconds } from '../hooks/use-remaining-seconds';
import { isAnswered, unansweredNumbers } from '../../../lib/answered-questions';
import { formatCountdown } from '../lib/exam-clock';
import { formatDateTime, formatTime } from '../../../lib/format';
import { ExamHeader } from './exam-header';
import { QuestionField } from './question-field';

/** graded: the server answered with the result; unreachable: no answer at all, so it is sent on reconnect. */
export type SubmitOutcome = 'graded' | 'unreachable' | 'failed';

type ExamSessionProps = {
  detail: TimedAssessmentDetail;
  submission: StudentSubmission;
  /** Where this device keeps the attempt, and what it kept of it before (after a reload). */
  store: AttemptStore<TimedAssessmentDetail>;
  stored: StoredAttempt<TimedAssessmentDetail> | undefined;
  /** `automatic` when the clock (or the server's refusal of a late save) sent the answers. */
  onSubmit: (answers: Answers, automatic: boolean) => Promise<SubmitOutcome>;
  submitting: boolean;
  submitError: unknown;
  /** Reads the assessment again, e.g. when the server says the attempt is over. */
  onRefresh: () => void;
};

function UnansweredList({ numbers, total }: { numbers: number[]; total: number }) {
  const { t } = useLingui();
  if (numbers.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {/* English keeps 'all 1 questions' for a one-question exam; the plural lets other languages agree. */}
        {t`${plural(total, { one: 'You have answered all # questions.', other: 'You have answered all # questions.' })}`}
      </p>
    );
  }
  const unanswered = numbers.length;
  return (
    <div className="rounded-lg border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-800">
      <p className="font-medium">
        {t`${plural(unanswered, { one: 'You have not answered # question:', other: 'You have not answered # questions:' })}`}
      </p>
      <ul className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1">
        {numbers.map((number) => (
          <li key={number}>
            <Trans>Question {number}</Trans>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The answers with one question's answer changed, or taken out (undefined): a question not answered is not sent. */
function withAnswer(answers: Answers, key: string, value: Answers[string] | undefined): Answers {
  const others = Object.fromEntries(Object.entries(answers).filter(([other]) => other !== key));
  return value === undefined ? others : { ...others, [key]: value };
}

/** Where the attempt stands: its number, when it started and when it ends, and that leaving does not pause it. */
function AttemptLine({
  attemptNumber,
  startedAt,
  endsAt,
}: {
  attemptNumber: number;
  startedAt: string;
  endsAt: number;
}) {
  const started = formatDateTime(startedAt);
  const ends = formatTime(endsAt);
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Attempt {attemptNumber} · started {started} · ends at {ends}. The timer keeps running if you leave
        this page; your answers are saved as you go.
      </Trans>
    </p>
  );
}

/** Without a connection: what happens to the answers, and (once pressed) to Submit. */
function OfflineNotice({
  online,
  submitQueued,
  onSendNow,
}: {
  online: boolean;
  submitQueued: boolean;
  onSendNow: () => void;
}) {
  const { t } = useLingui();
  if (online && !submitQueued) return null;
  return (
    <Alert
      variant="info"
      title={online ? t`Waiting for the server` : t`You are offline`}
      action={
        online ? (
          <Button size="sm" onClick={onSendNow}>
            <Trans>Send now</Trans>
          </Button>
        ) : null
      }
    >
      {submitQueued ? (
        <Trans>
          Your answers are kept on this device and will be submitted when you reconnect. The timer keeps
          running; the server decides what arrived in time.
        </Trans>
      ) : (
        <Trans>
          Your answers are kept on this device and will be sent when you reconnect. The timer keeps running.
        </Trans>
      )}
    </Alert>
  );
}

/**
 * The running exam: every question on one page, answers kept on this device and saved as the student goes,
 * and the server's clock counting down. At zero the answers on screen are submitted once, by themselves; a
 * submit that cannot reach the server waits for the connection.
 */
export function ExamSession({
  detail,
  submission,
  store,
  stored,
  onSubmit,
  submitting,
  submitError,
  onRefresh,
}: ExamSessionProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const [restored] = useState(() => stored?.draft);
  const [answers, setAnswers] = useState<Answers>(restored ?? submission.answers);
  const latest = useRef(answers);
  const [submitQueued, setSubmitQueued] = useState(stored?.submitQueued ?? false);
  const [confirming, setConfirming] = useState(false);
  const [finished, setFinished] = useState(false);
  const inFlight = useRef(false);
  const autoSubmitted = useRef(false);
  const remaining = useRemainingSeconds(submission.deadline, detail.clockOffsetMs);
  const timeUp = remaining <= 0;
  const [queue] = useState(() =>
    createAnswerQueue({
      store,
      attempt: stored ?? newStoredAttempt(detail.id, submission.id, submission.answers, detail),
      send: (saved, key) => postSaveAnswers(detail.id, saved, key),
      onStoreError: logStoreFailure,
    }),
  );

  // The device keeps the latest questions and deadline, so a reload without a connection can open the exam.
  useEffect(() => {
    void queue.keepDetail(detail);
  }, [queue, detail]);

  // Keeps the cached detail in step with the server, so coming back to this page never shows old answers.
  const onSaved = useCallback(
    (saved: Answers) =>
      queryClient.setQueryData<TimedAssessmentDetail>(assessmentKeys.studentDetail(detail.id), (cached) =>
        cached?.submission ? { ...cached, submission: { ...cached.submission, answers: saved } } : cached,
      ),
    [queryClient, detail.id],
  );
  const submitRef = useRef<(current: Answers, automatic: boolean) => Promise<void>>(undefined);
  // A save the server refuses because the attempt is over: submitting now answers with the result and with
  // which answers counted, instead of leaving the student on a closed exam.
  const onRejected = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code === 'no_attempt_in_progress' && submitRef.current) {
        void submitRef.current(latest.current, true);
        return;
      }
      onRefresh();
    },
    [onRefresh],
  );
  const { status: saveStatus, saver } = useAutosave({
    queue,
    initialAnswers: submission.answers,
    onRejected,
    onSaved,
  });

  // Answers typed before a reload, which the server may not hold yet: they go out like any change.
  useEffect(() => {
    if (restored) saver.change(restored);
  }, [saver, restored]);

  const queueSubmit = useCallback(
    (queued: boolean) => {
      setSubmitQueued(queued);
      void queue.setSubmitQueued(queued);
    },
    [queue],
  );

  const submit = useCallback(
    async (current: Answers, automatic = false) => {
      if (inFlight.current) return;
      setConfirming(false);
      if (!navigator.onLine) {
        queueSubmit(true);
        return;
      }
      inFlight.current = true;
      saver.hold();
      const outcome = await onSubmit(current, automatic);
      inFlight.current = false;
      queueSubmit(outcome === 'unreachable');
      if (outcome === 'graded') {
        saver.stop();
        setFinished(true);
      } else {
        saver.release();
      }
    },
    [onSubmit, saver, queueSubmit],
  );
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  // Submit pressed without a connection goes out as soon as the browser has one again: once per change of
  // either, not on every render, so a server still out of reach is not asked again and again.
  useEffect(() => {
    if (online && submitQueued) void submitRef.current?.(latest.current, false);
  }, [online, submitQueued]);

  useEffect(() => {
    if (!timeUp || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit(answers, true);
  }, [timeUp, answers, submit]);

  const setAnswer = (index: number, value: Answers[string] | undefined) => {
    const next = withAnswer(answers, String(index), value);
    setAnswers(next);
    latest.current = next;
    // On the device first, so a reload or a lost connection keeps it; then to the server.
    void queue.writeDraft(next);
    saver.change(next);
  };

  const total = detail.questions.length;
  const answered = detail.questions.filter((_, index) => isAnswered(answers[String(index)])).length;
  const locked = timeUp || finished || submitting || submitQueued;
  const deadlineOnThisClock = Date.parse(submission.deadline) - detail.clockOffsetMs;
  const submitRefused = submitError instanceof ApiError && submitError.status === 400;
  const countdown = formatCountdown(remaining);
  const stillHere = t`Your answers are still on this page and were saved as you went.`;
  const { title } = detail;

  return (
    <>
      <DocumentTitle title={t`${countdown} left · ${title}`} />
      <ExamHeader
        title={detail.title}
        courseTitle={detail.course_title}
        remaining={remaining}
        answered={answered}
        total={total}
        saveStatus={saveStatus}
        offline={!online}
        submitting={submitting}
        submitDisabled={finished || submitQueued}
        onSubmit={() => setConfirming(true)}
      />

      <div className="mt-6 space-y-4">
        <OfflineNotice
          online={online}
          submitQueued={submitQueued}
          onSendNow={() => void submit(latest.current)}
        />
        {timeUp && !finished ? (
          submitError && !submitting ? null : (
            <Alert variant="warning" title={t`Time is up`}>
              <Trans>Your answers are being submitted.</Trans>
            </Alert>
          )
        ) : (
          <AttemptLine
            attemptNumber={submission.attempt_number}
            startedAt={submission.started_at}
            endsAt={deadlineOnThisClock}
          />
        )}

        {submitError && !submitting ? (
          <Alert
            variant="error"
            title={t`Failed to submit assessment. Please try again.`}
            action={
              <Button size="sm" onClick={() => void submit(answers)}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {submitRefused ? apiErrorText(submitError, stillHere) : stillHere}
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
            {/* English says 'questions' even for one; the plural lets other languages agree. */}
            {t`${answered} of ${plural(total, { one: '# questions answered.', other: '# questions answered.' })}`}
          </p>
          <Button
            size="lg"
            onClick={() => setConfirming(true)}
            loading={submitting}
            disabled={finished || submitQueued}
          >
            {submitting ? null : <Send aria-hidden="true" />}
            {submitting ? t`Submitting...` : t`Submit Assessment`}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming && !timeUp}
        onOpenChange={setConfirming}
        title={t`Submit your answers?`}
        description={t`Once submitted, your answers cannot be changed.`}
        confirmLabel={t`Submit Assessment`}
        pendingLabel={t`Submitting...`}
        cancelLabel={t`Keep working`}
        pending={submitting}
        onConfirm={() => void submit(answers)}
      >
        <UnansweredList numbers={unansweredNumbers(total, answers)} total={total} />
      </ConfirmDialog>
    </>
  );
}
