import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, BookOpen } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import { useFeaturedCourses } from '../api/get-courses';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';

/** Spec 01 §2: the first three courses of the catalogue; a failed load reads as an empty catalogue. */
export function FeaturedCourses() {
  const { t } = useLingui();
  const { data, isPending, isError } = useFeaturedCourses();
  const featured = data ?? [];

  return (
    <section aria-labelledby="featured-courses-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-brand-700">
              <Trans>Start today</Trans>
            </p>
            <h2
              id="featured-courses-title"
              className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
            >
              <Trans>Featured courses</Trans>
            </h2>
          </div>
          <Link
            to={paths.courses()}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <Trans>View all courses</Trans>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-8">
          {isPending ? (
            <div
              role="status"
              aria-label={t`Loading featured courses`}
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            >
              <CourseCardSkeleton />
              <CourseCardSkeleton />
              <CourseCardSkeleton />
            </div>
          ) : featured.length === 0 || isError ? (
            <EmptyState
              icon={BookOpen}
              title={t`No courses available yet`}
              description={t`New courses appear here as soon as instructors publish them.`}
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
