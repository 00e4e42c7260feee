import { Link } from 'react-router';
import { BookOpen, CircleCheck, CircleDashed, GraduationCap, Plus, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useInstructorCourses } from '../api/get-instructor-courses';
import { InstructorCourseCard } from '../components/instructor-course-card';
import { StatCard } from '../../../components/ui/stat-card';

function CreateCourseLink() {
  return (
    <Link to={paths.instructor.createCourse()} className={buttonStyles()}>
      <Plus aria-hidden="true" />
      Create Course
    </Link>
  );
}

export function InstructorDashboardPage() {
  const { data: courses, isPending, isError, error, refetch, isRefetching } = useInstructorCourses();
  const published = courses?.filter((course) => course.is_published).length ?? 0;
  const total = courses?.length ?? 0;
  const students = courses?.reduce((sum, course) => sum + course.student_count, 0) ?? 0;

  return (
    <>
      <DocumentTitle title="Teaching Hub" />
      <PageHeader
        title="Teaching Hub"
        description="Your courses, drafts and students at a glance."
        actions={<CreateCourseLink />}
      />

      {isPending ? (
        <LoadingState label="Loading your courses..." />
      ) : isError ? (
        <Alert
          variant="error"
          title="Your courses could not be loaded"
          className="mt-8"
          action={
            <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'Failed to load your courses. Please try again.')}
        </Alert>
      ) : (
        <>
          <section
            aria-label="Teaching summary"
            className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard label="Total Courses" value={total} icon={BookOpen} />
            <StatCard label="Published" value={published} icon={CircleCheck} tone="success" />
            <StatCard label="Drafts" value={total - published} icon={CircleDashed} tone="warning" />
            <StatCard label="Students" value={students} icon={Users} tone="slate" />
          </section>

          <section aria-labelledby="portfolio-title" className="mt-10">
            <h2 id="portfolio-title" className="text-lg font-semibold text-slate-900">
              Your courses
            </h2>
            {total === 0 ? (
              <EmptyState
                icon={GraduationCap}
                title="Ready to start teaching?"
                description="Create your first course, add lessons, and publish it when it is ready for students."
                action={<CreateCourseLink />}
                className="mt-4"
              />
            ) : (
              <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {courses.map((course) => (
                  <li key={course.id}>
                    <InstructorCourseCard course={course} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
