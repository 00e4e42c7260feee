import { CheckCircle2, Circle, ClipboardList, Hourglass } from 'lucide-react';
import type { EnrolledStudent } from '@somo/contract/instructor';
import type { AssessmentProgress } from '@somo/contract/enrollments';
import { progressText } from '@somo/contract/progress';
import { Alert } from '../../../components/ui/alert';
import { DialogContent } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useStudentProgress } from '../api/get-student-progress';
import { ProgressBar } from '../../../components/ui/progress-bar';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const RESULT_WORDS = {
  passed: 'Passed',
  failed: 'Not passed yet',
  awaiting_marking: 'Awaiting marking',
} as const;

function resultWords(assessment: AssessmentProgress): string {
  return assessment.result ? RESULT_WORDS[assessment.result] : 'Not taken yet';
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

function ProgressBody({ courseId, student }: { courseId: string; student: EnrolledStudent }) {
  const { data, isPending, isError, error } = useStudentProgress(courseId, student.id);
  if (isPending) return <LoadingState label="Loading progress..." className="py-8" />;
  if (isError) return <Alert variant="error">{errorMessage(error, 'Failed to load progress')}</Alert>;

  const { progress, lesson_progress: lessons, assessment_progress: assessments } = data;
  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-slate-50 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-slate-700">Overall progress</p>
          <p className="text-2xl font-semibold text-slate-900">{progress.percentage}%</p>
        </div>
        <ProgressBar
          value={progress.percentage}
          label={`${student.full_name}'s overall progress`}
          className="mt-2"
        />
        <p className="mt-2 text-xs text-slate-600">{progressText(progress)}</p>
      </div>
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">This course has no lessons yet.</p>
      ) : (
        <ol aria-label="Lessons" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {lessons.map((lesson) => (
            <li key={lesson.lesson_id} className="flex items-start gap-3 px-3.5 py-2.5 text-sm">
              {lesson.completed ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-4 shrink-0 text-slate-300" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">
                  <span className="text-slate-500">Lesson {lesson.order}: </span>
                  {lesson.lesson_title}
                </p>
                <p className="text-xs text-slate-500">
                  {lesson.completed
                    ? lesson.completed_at
                      ? `Completed ${dateFormat.format(new Date(lesson.completed_at))}`
                      : 'Completed'
                    : 'Not completed yet'}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {assessments.length > 0 ? (
        <ul aria-label="Assessments" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {assessments.map((assessment) => (
            <li key={assessment.assessment_id} className="flex items-start gap-3 px-3.5 py-2.5 text-sm">
              <AssessmentIcon assessment={assessment} />
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-800">{assessment.title}</p>
                <p className="text-xs text-slate-500">
                  {resultWords(assessment)}
                  {assessment.best_percentage !== null && assessment.result !== 'awaiting_marking'
                    ? ` · best ${assessment.best_percentage.toFixed(1)}%`
                    : ''}
                </p>
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
  return (
    <DialogContent title={`${student.full_name}'s progress`} description={`@${student.username}`}>
      <ProgressBody courseId={courseId} student={student} />
    </DialogContent>
  );
}
