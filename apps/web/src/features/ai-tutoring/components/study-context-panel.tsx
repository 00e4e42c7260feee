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
  return (
    <section aria-label="Study context" className="space-y-3">
      {courseMissing ? (
        <Alert variant="warning">
          That course is not one of yours, so the assistant cannot use it. Choose one of your courses.
        </Alert>
      ) : null}
      {lessonMissing && !courseMissing ? (
        <Alert variant="warning">
          That lesson could not be opened here. You can still ask about anything in this course.
        </Alert>
      ) : null}
      <div className="max-w-xl">
        <CoursePicker courses={courses} value={courseId} onChange={onCourseChange} />
      </div>
      {lesson ? <LessonFocus lesson={lesson} onClear={onClearLesson} /> : null}
    </section>
  );
}
