import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import type { LessonContext } from '../api/get-lesson-context';
import type { useStudyCourses } from '../api/get-study-courses';
import { CoursePicker } from './course-picker';
import { LessonFocus } from './lesson-focus';

type StudyContextPanelProps = {
  courses: ReturnType<typeof useStudyCourses>;
  courseId: number | null;
  onCourseChange: (courseId: number | null) => void;
  lesson: LessonContext | null;
  onClearLesson: () => void;
  /** The address named a course that is not one of the student's. */
  courseMissing: boolean;
  /** The address named a lesson that could not be opened. */
  lessonMissing: boolean;
};

/** What the assistant works from, for both the tutor and the flashcards: a course, and maybe one lesson. */
export function StudyContextPanel({
  courses,
  courseId,
  onCourseChange,
  lesson,
  onClearLesson,
  courseMissing,
  lessonMissing,
}: StudyContextPanelProps) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Study context`} className="space-y-3">
      {courseMissing ? (
        <Alert variant="warning">
          <Trans>
            That course is not one of yours, so the assistant cannot use it. Choose one of your courses.
          </Trans>
        </Alert>
      ) : null}
      {lessonMissing && !courseMissing ? (
        <Alert variant="warning">
          <Trans>
            That lesson could not be opened here. You can still ask about anything in this course.
          </Trans>
        </Alert>
      ) : null}
      <div className="max-w-xl">
        <CoursePicker courses={courses} value={courseId} onChange={onCourseChange} />
      </div>
      {lesson ? <LessonFocus lesson={lesson} onClear={onClearLesson} /> : null}
    </section>
  );
}
