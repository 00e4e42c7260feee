import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlayCircle, UserRound, Users } from 'lucide-react';
import { usePrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { CourseSummary } from '../api/get-courses';
import { CourseCover } from './course-cover';

export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useLingui();
  const { lessonCount, studentCount } = course;
  const price = usePrice(course.price, course.currency);
  const free = course.price === 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-overlay focus-within:border-brand-400">
      <CourseCover
        courseId={course.id}
        title={course.title}
        thumbnail={course.thumbnail}
        decorative
        className="aspect-[16/9]"
      />
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <h3 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={paths.course(course.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
          >
            {course.title}
          </Link>
        </h3>
        {course.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 pt-1 text-xs text-slate-500">
          {course.instructorName ? (
            <li className="flex items-center gap-1.5">
              <UserRound className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <Trans>Instructor:</Trans>{' '}
              </span>
              {course.instructorName}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <PlayCircle className="size-3.5" aria-hidden="true" />
            {t`${plural(lessonCount, { one: '# lesson', other: '# lessons' })}`}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-3.5" aria-hidden="true" />
            {t`${plural(studentCount, { one: '# student', other: '# students' })}`}
          </li>
        </ul>
        <div className="mt-auto flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3">
          <p
            className={
              free ? 'text-sm font-semibold text-success-700' : 'text-base font-semibold text-slate-900'
            }
          >
            <span className="sr-only">
              <Trans>Price:</Trans>{' '}
            </span>
            {price.main}
          </p>
          {price.approx ? <p className="text-xs text-slate-500">{price.approx}</p> : null}
        </div>
      </div>
    </article>
  );
}
