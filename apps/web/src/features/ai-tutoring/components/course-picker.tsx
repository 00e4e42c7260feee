import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../lib/paths';
import type { useStudyCourses } from '../api/get-study-courses';

type CoursePickerProps = {
  courses: ReturnType<typeof useStudyCourses>;
  /** The chosen course, or null while none is chosen. */
  value: number | null;
  onChange: (courseId: number | null) => void;
};

/** The course the assistant answers from: one of the student's own, never all of them at once. */
export function CoursePicker({ courses, value, onChange }: CoursePickerProps) {
  const { t } = useLingui();
  if (courses.isError) {
    return (
      <LoadError
        message={t`Your courses could not be loaded.`}
        retrying={courses.isFetching}
        onRetry={() => void courses.refetch()}
      />
    );
  }
  if (courses.isSuccess && courses.data.length === 0) {
    return (
      <Alert
        variant="info"
        title={t`You are not enrolled in any course yet.`}
        action={
          <Link to={paths.courses()} className={buttonStyles({ size: 'sm', variant: 'secondary' })}>
            <Trans>Browse Courses</Trans>
          </Link>
        }
      >
        <Trans>
          The study assistant answers from the lessons of your courses. Enrol in a course to study it here.
        </Trans>
      </Alert>
    );
  }
  return (
    <Field label={t`Course`} hint={t`Answers and flashcards come only from this course’s lessons.`}>
      <Select
        value={value === null ? '' : String(value)}
        disabled={!courses.isSuccess}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {courses.isSuccess ? null : <option value="">{t`Loading your courses...`}</option>}
        {courses.isSuccess && value === null ? <option value="">{t`Choose a course`}</option> : null}
        {courses.data?.map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
