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
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import { useAutosave } from '../hooks/use-autosave';
import { useRemainingSeconds } from '../hooks/use-remaining-seconds';
import { isAnswered, unansweredNumbers } from '../../../lib/assessment-answers';
import { formatCountdown } from '../lib/exam-clock';
import { formatDateTime, formatTime } from '../../../lib/format';
import { ExamHeader } from './exam-header';
import { QuestionField } from './question-field';

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
  const { t } = useLingui();
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
        submitting={submitting}
        submitDisabled={finished}
        onSubmit={() => setConfirming(true)}
      />

      <div className="mt-6 space-y-4">
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
          <Button size="lg" onClick={() => setConfirming(true)} loading={submitting} disabled={finished}>
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
