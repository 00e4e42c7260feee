import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle, ClipboardList, Hourglass } from 'lucide-react';
import type { EnrolledStudent } from '@somo/contract/instructor';
import type { AssessmentProgress } from '@somo/contract/enrollments';
import { Alert } from '../../../components/ui/alert';
import { DialogContent } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useStudentProgress } from '../api/get-student-progress';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatPercent } from '../../../lib/exam-result';
import { formatDate } from '../../../lib/format';
import { percentText, progressText } from '../lib/progress-words';

// In context: said of a student to their instructor, where the student's own screens address the student.
const RESULT_WORDS = {
  passed: msg({ message: 'Passed', context: 'student' }),
  failed: msg({ message: 'Not passed yet', context: 'student' }),
  awaiting_marking: msg`Awaiting marking`,
} as const;

/** 'Passed · best 85.0%'; the best score is left out while an answer waits for marking. */
function resultWords(i18n: I18n, assessment: AssessmentProgress): string {
  if (!assessment.result) return i18n._(msg({ message: 'Not taken yet', context: 'student' }));
  const words = i18n._(RESULT_WORDS[assessment.result]);
  if (assessment.best_percentage === null || assessment.result === 'awaiting_marking') return words;
  const best = formatPercent(assessment.best_percentage);
  return `${words} · ${i18n._(msg`best ${best}`)}`;
}

function completionWords(i18n: I18n, lesson: { completed: boolean; completed_at: string | null }): string {
  if (!lesson.completed) return i18n._(msg({ message: 'Not completed yet', context: 'lesson' }));
  if (!lesson.completed_at) return i18n._(msg({ message: 'Completed', context: 'lesson' }));
  const date = formatDate(lesson.completed_at);
  return i18n._(msg`Completed ${date}`);
}

function AssessmentIcon({ assessment }: { assessment: AssessmentProgress }) {
  if (assessment.passed) {
    return <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />;
  }
  if (assessment.result === 'awaiting_marking') {
    return <Hourglass className="mt-0.5 size-4 shrink-0 text-warning-600" aria-hidden="true" />;
  }
  return <ClipboardList className="mt-0.5 size-4 shrink-0 text-slate-300" aria-hidden="true" />;
}

/** 'Lesson 3: ' before the lesson's title. */
function LessonNumber({ order }: { order: number }) {
  return (
    <span className="text-slate-500">
      <Trans>Lesson {order}:</Trans>{' '}
    </span>
  );
}

function ProgressBody({ courseId, student }: { courseId: string; student: EnrolledStudent }) {
  const { data, isPending, isError, error } = useStudentProgress(courseId, student.id);
  const { t, i18n } = useLingui();
  if (isPending) return <LoadingState label={t`Loading progress...`} className="py-8" />;
  if (isError) return <Alert variant="error">{errorMessage(error, t`Failed to load progress`)}</Alert>;

  const { progress, lesson_progress: lessons, assessment_progress: assessments } = data;
  const name = student.full_name;
  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-slate-50 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-slate-700">
            <Trans>Overall progress</Trans>
          </p>
          <p className="text-2xl font-semibold text-slate-900">{percentText(progress.percentage)}</p>
        </div>
        <ProgressBar value={progress.percentage} label={t`${name}'s overall progress`} className="mt-2" />
        <p className="mt-2 text-xs text-slate-600">{progressText(i18n, progress)}</p>
      </div>
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>This course has no lessons yet.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Lessons`} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {lessons.map((lesson) => (
            <li key={lesson.lesson_id} className="flex items-start gap-3 px-3.5 py-2.5 text-sm">
              {lesson.completed ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-4 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">
                  <LessonNumber order={lesson.order} />
                  {lesson.lesson_title}
                </p>
                <p className="text-xs text-slate-500">{completionWords(i18n, lesson)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {assessments.length > 0 ? (
        <ul
          aria-label={t`Assessments`}
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {assessments.map((assessment) => (
            <li key={assessment.assessment_id} className="flex items-start gap-3 px-3.5 py-2.5 text-sm">
              <AssessmentIcon assessment={assessment} />
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">{assessment.title}</p>
                <p className="text-xs text-slate-500">{resultWords(i18n, assessment)}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The content of the View Progress dialog; rendered only while it is open, so it loads on demand. */
export function StudentProgressDialogContent({
  courseId,
  student,
}: {
  courseId: string;
  student: EnrolledStudent;
}) {
  const { t } = useLingui();
  const name = student.full_name;
  return (
    <DialogContent title={t`${name}'s progress`} description={`@${student.username}`}>
      <ProgressBody courseId={courseId} student={student} />
    </DialogContent>
  );
}
