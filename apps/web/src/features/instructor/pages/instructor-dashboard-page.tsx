import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, CircleCheck, CircleDashed, GraduationCap, Plus, Users } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { MarkingQueuePanel } from '../components/marking-queue';
import { useInstructorCourses } from '../../../api/instructor-courses';
import { InstructorCourseCard } from '../components/instructor-course-card';

const figureTones = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  slate: 'bg-slate-100 text-slate-600',
} as const;

type FigureProps = { label: string; value: number; icon: LucideIcon; tone?: keyof typeof figureTones };

/** One counter: a small tile in a row of four on a phone, a card with its icon on wider screens. */
function Figure({ label, value, icon: Icon, tone = 'brand' }: FigureProps) {
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-2.5 shadow-card sm:flex-row sm:items-center sm:p-5">
      <span
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex',
          figureTones[tone],
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="min-w-0">
        <dt className="text-xs leading-tight text-slate-600 sm:text-sm">{label}</dt>
        <dd className="mt-0.5 text-lg font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
          {value}
        </dd>
      </dl>
    </div>
  );
}

function CreateCourseLink() {
  return (
    <Link to={paths.instructor.createCourse()} className={buttonStyles()}>
      <Plus aria-hidden="true" />
      <Trans>Create Course</Trans>
    </Link>
  );
}

export function InstructorDashboardPage() {
  const { data: courses, isPending, isError, error, refetch, isRefetching } = useInstructorCourses();
  const published = courses?.filter((course) => course.is_published).length ?? 0;
  const total = courses?.length ?? 0;
  const students = courses?.reduce((sum, course) => sum + course.student_count, 0) ?? 0;
  const { t } = useLingui();

  return (
    <>
      <DocumentTitle title={t`Teaching Hub`} />
      <PageHeader
        title={t`Teaching Hub`}
        description={t`Your courses, drafts and students at a glance.`}
        actions={<CreateCourseLink />}
      />

      {isPending ? (
        <LoadingState label={t`Loading your courses...`} />
      ) : isError ? (
        <Alert
          variant="error"
          title={t`Your courses could not be loaded`}
          className="mt-8"
          action={
            <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {errorMessage(error, t`Failed to load your courses. Please try again.`)}
        </Alert>
      ) : (
        <>
          <section
            aria-label={t`Teaching summary`}
            className="mt-6 grid grid-cols-4 gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4"
          >
            <Figure label={t`Total Courses`} value={total} icon={BookOpen} />
            <Figure
              label={t({ message: 'Published', context: 'courses' })}
              value={published}
              icon={CircleCheck}
              tone="success"
            />
            <Figure label={t`Drafts`} value={total - published} icon={CircleDashed} tone="warning" />
            <Figure label={t`Students`} value={students} icon={Users} tone="slate" />
          </section>

          <div className="mt-6 sm:mt-10">
            <MarkingQueuePanel />
          </div>

          <section aria-labelledby="portfolio-title" className="mt-6 sm:mt-10">
            <h2 id="portfolio-title" className="text-lg font-semibold text-slate-900">
              <Trans>Your courses</Trans>
            </h2>
            {total === 0 ? (
              <EmptyState
                icon={GraduationCap}
                title={t`Ready to start teaching?`}
                description={t`Create your first course, add lessons, and publish it when it is ready for students.`}
                action={<CreateCourseLink />}
                className="mt-4"
              />
            ) : (
              <ul className="mt-3 grid grid-cols-1 gap-3 sm:mt-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
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
