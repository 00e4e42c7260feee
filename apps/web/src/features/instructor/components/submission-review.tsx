import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, CheckCircle2, CircleAlert, SearchX, X, XCircle } from 'lucide-react';
import type { InstructorAssessmentDetail, InstructorSubmission } from '@somo/contract/assessments';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCourseAssessment } from '../api/get-course-assessment';
import { useCourseSubmission } from '../api/get-course-submission';
import { useGradeSubmissionMutation } from '../api/grade-submission';
import { answerVerdict, isAnswered, type AnswerVerdict } from '../../../lib/assessment-answers';
import { formatPercent, markingSummary } from '../../../lib/exam-result';
import { formatScore } from '../../../lib/assessment-format';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { PanelLink } from '../lib/panel-view';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';
import { canReview } from '../lib/submission-status';
import { PanelBackLink } from './panel-back-link';
import { PanelHeading } from './panel-heading';
import { PercentSoFar } from './percent-so-far';
import { SubmissionStatusBadge } from './submission-status-badge';
import { LoadError } from '../../../components/ui/load-error';

type Question = InstructorSubmission['questions'][number];

function VerdictBadge({ verdict }: { verdict: AnswerVerdict }) {
  if (verdict.source === 'ungraded') {
    return (
      <Badge variant="warning">
        <CircleAlert className="size-3.5" aria-hidden="true" />
        <Trans>Needs marking</Trans>
      </Badge>
    );
  }
  return verdict.correct ? (
    <Badge variant="success">
      <CheckCircle2 className="size-3.5" aria-hidden="true" />
      <Trans>Correct</Trans>
    </Badge>
  ) : (
    <Badge variant="danger">
      <XCircle className="size-3.5" aria-hidden="true" />
      <Trans>Incorrect</Trans>
    </Badge>
  );
}

type ChoiceQuestion = Extract<Question, { type: 'multiple_choice' | 'true_false' | 'multiple_select' }>;

/** The options as the student saw them, which the student picked and which are right. */
function choiceMarks(question: ChoiceQuestion, answer: unknown, trueFalse: readonly string[]) {
  switch (question.type) {
    case 'multiple_choice':
      return question.options.map((text, index) => ({
        text,
        chosen: answer === index,
        correct: question.correct_answer === index,
      }));
    case 'true_false':
      return [true, false].map((value, index) => ({
        text: trueFalse[index] ?? '',
        chosen: answer === value,
        correct: question.correct_answer === value,
      }));
    case 'multiple_select':
      return question.options.map((text, index) => ({
        text,
        chosen: Array.isArray(answer) && answer.includes(index),
        correct: question.correct_answers.includes(index),
      }));
  }
}

function ChoiceReview({ question, answer }: { question: ChoiceQuestion; answer: unknown }) {
  const { t } = useLingui();
  const marks = choiceMarks(question, answer, [t`True`, t`False`]);
  return (
    <>
      {marks.some((mark) => mark.chosen) ? null : (
        <p className="mb-2 text-sm text-slate-500 italic">
          <Trans>No answer</Trans>
        </p>
      )}
      <ul className="space-y-2">
        {marks.map(({ text, chosen, correct }, index) => (
          <li
            key={index}
            className={cn(
              'flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              correct
                ? 'border-success-500 bg-success-50/70'
                : chosen
                  ? 'border-danger-500 bg-danger-50/70'
                  : 'border-slate-200',
            )}
          >
            <span className="min-w-0 flex-1 break-words text-slate-800">{text}</span>
            {chosen ? (
              <Badge variant={correct ? 'success' : 'danger'}>
                {correct ? (
                  <Check className="size-3.5" aria-hidden="true" />
                ) : (
                  <X className="size-3.5" aria-hidden="true" />
                )}
                <Trans>Student&apos;s answer</Trans>
              </Badge>
            ) : null}
            {correct ? (
              <Badge variant="success">
                <CheckCircle2 className="size-3.5" aria-hidden="true" />
                <Trans>Correct answer</Trans>
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The student's written or typed answer, framed by its verdict. */
function AnswerBox({ written, verdict }: { written: string | null; verdict: AnswerVerdict }) {
  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        verdict.source === 'ungraded'
          ? 'border-slate-200 bg-white'
          : verdict.correct
            ? 'border-success-500 bg-success-50/70'
            : 'border-danger-500 bg-danger-50/70',
      )}
    >
      <p className="text-xs font-medium text-slate-500">
        <Trans>Student&apos;s answer</Trans>
      </p>
      <p
        className={cn(
          'mt-0.5 break-words whitespace-pre-wrap',
          written ? 'text-slate-900' : 'text-slate-500 italic',
        )}
      >
        {written ?? <Trans>No answer</Trans>}
      </p>
    </div>
  );
}

type KeyedQuestion = Extract<Question, { type: 'short_answer' | 'numeric' }>;

/** Short and numeric answers are marked automatically: the answer beside what would have been right. */
function KeyedReview({
  question,
  answer,
  verdict,
}: {
  question: KeyedQuestion;
  answer: unknown;
  verdict: AnswerVerdict;
}) {
  const { t } = useLingui();
  let written: string | null = null;
  if (typeof answer === 'number') written = formatNumber(answer);
  else if (typeof answer === 'string' && isAnswered(answer)) written = answer;
  let expected: string;
  if (question.type === 'numeric') {
    const value = formatNumber(question.correct_answer);
    const tolerance = formatNumber(question.tolerance);
    expected = question.tolerance > 0 ? t`${value} ± ${tolerance}` : value;
  } else {
    expected = question.accepted_answers.join(' · ');
  }
  return (
    <div className="space-y-3">
      <AnswerBox written={written} verdict={verdict} />
      <p className="text-sm text-slate-700">
        {question.type === 'numeric' ? (
          <Trans>
            Correct answer: <span className="font-medium break-words text-slate-900">{expected}</span>
          </Trans>
        ) : (
          <Trans>
            Accepted answers: <span className="font-medium break-words text-slate-900">{expected}</span>
          </Trans>
        )}
      </p>
    </div>
  );
}

type TextReviewProps = {
  question: Question;
  answer: unknown;
  verdict: AnswerVerdict;
  manualGrade: boolean | undefined;
  pendingGrade: boolean | undefined;
  onGrade: (correct: boolean) => void;
};

function TextReview({ question, answer, verdict, manualGrade, pendingGrade, onGrade }: TextReviewProps) {
  const expected = question.type === 'text' ? question.correct_answer : null;
  const written = typeof answer === 'string' && isAnswered(answer) ? answer : null;
  const busy = pendingGrade !== undefined;
  const { i18n } = useLingui();
  const note = i18n._(
    verdict.source === 'manual'
      ? msg`Marked by you.`
      : verdict.source === 'ungraded'
        ? msg`Not marked yet: it counts as not correct until you mark it.`
        : written === null
          ? msg`No answer was given.`
          : verdict.correct
            ? msg`Matches the expected answer.`
            : msg`Does not match the expected answer.`,
  );
  return (
    <div className="space-y-3">
      <AnswerBox written={written} verdict={verdict} />
      <p className="text-sm text-slate-700">
        {expected ? (
          <Trans>
            Expected answer: <span className="font-medium break-words text-slate-900">{expected}</span>
          </Trans>
        ) : (
          <Trans>No expected answer: you mark this answer yourself.</Trans>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <NetworkButton
          size="sm"
          variant={manualGrade === true ? 'primary' : 'secondary'}
          aria-pressed={manualGrade === true}
          loading={pendingGrade === true}
          disabled={busy}
          onClick={() => onGrade(true)}
        >
          {pendingGrade === true ? null : <Check aria-hidden="true" />}
          <Trans>Mark correct</Trans>
        </NetworkButton>
        <NetworkButton
          size="sm"
          variant={manualGrade === false ? 'danger' : 'secondary'}
          aria-pressed={manualGrade === false}
          loading={pendingGrade === false}
          disabled={busy}
          onClick={() => onGrade(false)}
        >
          {pendingGrade === false ? null : <X aria-hidden="true" />}
          <Trans>Mark incorrect</Trans>
        </NetworkButton>
        <p className="text-xs text-slate-500">{note}</p>
      </div>
    </div>
  );
}

/** Each type's answer as it reads best; written answers without an automatic key are marked by hand. */
function AnswerReview(props: TextReviewProps) {
  const { question, answer, verdict } = props;
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
    case 'multiple_select':
      return <ChoiceReview question={question} answer={answer} />;
    case 'short_answer':
    case 'numeric':
      return <KeyedReview question={question} answer={answer} verdict={verdict} />;
    case 'text':
    case 'essay':
      return <TextReview {...props} />;
  }
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function formatSpent(i18n: I18n, minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return i18n._(msg`Under a minute`);
  const spent = formatNumber(minutes, { maximumFractionDigits: 1 });
  return i18n._(msg`${spent} min`);
}

function SubmissionDetail({
  assessment,
  submission,
  courseId,
}: {
  assessment: InstructorAssessmentDetail;
  submission: InstructorSubmission;
  courseId: number;
}) {
  const grade = useGradeSubmissionMutation(courseId, assessment.id);
  const { toast } = useToast();
  const pending = grade.isPending ? grade.variables : undefined;
  const { t, i18n } = useLingui();

  const onGrade = (questionIndex: number, correct: boolean) =>
    grade.mutate(
      { submissionId: submission.id, questionIndex, correct },
      {
        onSuccess: (updated) => {
          const number = questionIndex + 1;
          const score = formatPercent(updated.percentage ?? 0);
          toast({
            variant: 'success',
            title: correct ? t`Question ${number} marked correct` : t`Question ${number} marked incorrect`,
            description: t`Score now ${score}.`,
          });
        },
        onError: (error) =>
          toast({
            variant: 'error',
            title: t`Failed to save the mark`,
            description: errorMessage(error, t`Please try again.`),
          }),
      },
    );

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:grid-cols-4 sm:p-5">
        <Fact label={t`Status`}>
          <SubmissionStatusBadge submission={submission} passingScore={assessment.passing_score} />
        </Fact>
        <Fact label={t`Score`}>
          {submission.score === null ? '—' : `${formatScore(submission.score)} / ${assessment.total_points}`}
        </Fact>
        <Fact label={t`Percentage`}>
          <PercentSoFar percentage={submission.percentage} awaiting={submission.awaiting_marking} />
        </Fact>
        <Fact label={t`Correct answers`}>
          {submission.awaiting_marking > 0
            ? markingSummary({ ...submission, correct_answers: submission.correct_answers ?? 0 })
            : `${submission.correct_answers ?? 0} / ${submission.total_questions}`}
        </Fact>
        <Fact label={t`Time spent`}>{formatSpent(i18n, submission.time_spent_minutes)}</Fact>
        <Fact label={t`Attempt`}>#{submission.attempt_number}</Fact>
        <Fact label={t`Started`}>{formatDateTime(submission.started_at)}</Fact>
        <Fact label={t`Submitted`}>
          <span className="flex flex-wrap items-center gap-1.5">
            {submission.submitted_at ? formatDateTime(submission.submitted_at) : '—'}
            {submission.is_late_submission ? (
              <Badge variant="warning">
                <Trans>Late</Trans>
              </Badge>
            ) : null}
          </span>
        </Fact>
      </dl>

      <ol className="space-y-4" aria-label={t`Answers`}>
        {submission.questions.map((question, index) => {
          const key = String(index);
          const answer = submission.answers[key];
          const manualGrade = submission.manual_grades[key];
          const verdict = answerVerdict(question, answer, manualGrade);
          const headingId = `review-question-${index}`;
          const number = index + 1;
          const type = i18n._(QUESTION_TYPE_LABELS[question.type]);
          return (
            <li key={index}>
              <section
                aria-labelledby={headingId}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={headingId} className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {t`Question ${number} · ${type}`}
                  </h3>
                  <VerdictBadge verdict={verdict} />
                </div>
                <p className="mt-2 mb-4 font-medium break-words whitespace-pre-wrap text-slate-900">
                  {question.question}
                </p>
                <AnswerReview
                  question={question}
                  answer={answer}
                  verdict={verdict}
                  manualGrade={manualGrade}
                  pendingGrade={pending?.questionIndex === index ? pending.correct : undefined}
                  onGrade={(correct) => onGrade(index, correct)}
                />
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function AttemptHeading({ submission }: { submission: InstructorSubmission }) {
  const { student_name: name, attempt_number: attempt } = submission;
  return (
    <Trans>
      {name} · Attempt {attempt}
    </Trans>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 'not_found';

/**
 * Spec 02 §2: one submitted attempt, each answer beside the correct one, with hand marking for text and essays.
 * The questions are the attempt's own paper (a drawn or shuffled attempt has its own), in the student's order;
 * the assessment is read beside it for its title and points.
 */
export function SubmissionReview({
  courseId,
  assessmentId,
  submissionId,
  page,
  linkTo,
}: {
  courseId: number;
  assessmentId: number;
  submissionId: number;
  /** The page of the submissions list it was opened from, which Back returns to. */
  page?: number;
  linkTo: PanelLink;
}) {
  const assessment = useCourseAssessment(courseId, assessmentId);
  const attempt = useCourseSubmission(courseId, assessmentId, submissionId);
  const { data } = assessment;
  const submission = attempt.data;
  const backLink = linkTo({ kind: 'submissions', assessmentId, page });
  const failed = [assessment, attempt].filter((query) => query.isError);
  const { t } = useLingui();

  let body: ReactNode;
  if (isNotFound(attempt.error) && !assessment.isError) {
    body = <EmptyState icon={SearchX} headingLevel="h3" title={t`Submission not found`} />;
  } else if (failed.length > 0) {
    body = (
      <LoadError
        title={t`Failed to load assessment data`}
        message={errorMessage(failed[0]?.error, t`Please check your connection and try again.`)}
        retrying={failed.some((query) => query.isRefetching)}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (!data || !submission) {
    body = <LoadingState label={t`Loading submission...`} />;
  } else if (!canReview(submission)) {
    body = (
      <Alert variant="info" title={t`This attempt is still in progress`}>
        <Trans>
          Its answers and score are shown here once the student submits it or their time runs out.
        </Trans>
      </Alert>
    );
  } else {
    body = <SubmissionDetail assessment={data} submission={submission} courseId={courseId} />;
  }

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <PanelBackLink to={backLink}>
          <Trans>Back to submissions</Trans>
        </PanelBackLink>
        <PanelHeading>{submission ? <AttemptHeading submission={submission} /> : t`Submission`}</PanelHeading>
        {data ? (
          <p className="text-sm text-slate-600">
            {data.title}
            {submission ? ` · @${submission.student_username}` : ''}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
