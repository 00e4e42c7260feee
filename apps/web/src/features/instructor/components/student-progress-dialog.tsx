import { CheckCircle2, Circle } from 'lucide-react';
import type { EnrolledStudent } from '@somo/contract/instructor';
import { Alert } from '../../../components/ui/alert';
import { DialogContent } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useStudentProgress } from '../api/get-student-progress';
import { ProgressBar } from '../../../components/ui/progress-bar';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ProgressBody({ courseId, student }: { courseId: string; student: EnrolledStudent }) {
  const { data, isPending, isError, error } = useStudentProgress(courseId, student.id);
  if (isPending) return <LoadingState label="Loading progress..." className="py-8" />;
  if (isError) return <Alert variant="error">{errorMessage(error, 'Failed to load progress')}</Alert>;

  const { overall_progress: overall, lesson_progress: lessons } = data;
  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-slate-50 p-4">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium text-slate-700">Overall progress</p>
          <p className="text-2xl font-semibold text-slate-900">{overall.completion_percentage}%</p>
        </div>
        <ProgressBar
          value={overall.completion_percentage}
          label={`${student.full_name}'s overall progress`}
          className="mt-2"
        />
        <p className="mt-2 text-xs text-slate-600">
          {overall.completed_quizzes} of {overall.total_quizzes} lessons complete
        </p>
      </div>
      {lessons.length === 0 ? (
        <p className="text-sm text-slate-600">This course has no lessons yet.</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
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
