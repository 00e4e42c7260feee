import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Eye, PlayCircle, Settings2, Users } from 'lucide-react';
import type { InstructorCourse } from '@somo/contract/instructor';
import { buttonStyles } from '../../../components/ui/button';
import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useSaveData } from '../../../components/ui/use-save-data';
import { paths } from '../../../lib/paths';
import { usePrice } from '../../../lib/money';
import { CourseStatusBadge } from '../../../components/course-status-badge';

/** How wide the picture is drawn: half the page in the two-column grid, about 400 px in the three-column one. */
const CARD_SIZES = '(min-width: 1280px) 400px, 50vw';

/**
 * A course in the Teaching Hub portfolio: its state at a glance and the two ways in. On a phone it is a short
 * card without the picture, so a dozen courses do not make a wall of banners; from the small breakpoint up
 * the picture sits on top. With data saving on, the plain placeholder replaces the picture, which only decorates.
 */
export function InstructorCourseCard({ course }: { course: InstructorCourse }) {
  const price = usePrice(course.price, course.currency);
  const { t } = useLingui();
  const { title, lesson_count: lessons, student_count: students } = course;
  const saveData = useSaveData();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <div className="hidden aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 sm:block">
        {course.thumbnail && !saveData ? (
          <ThumbnailImage src={course.thumbnail} sizes={CARD_SIZES} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-white/80">
            <BookOpen className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <h3 className="text-base leading-snug font-semibold break-words text-slate-900">{course.title}</h3>
        {course.description ? (
          <p className="hidden text-sm break-words text-slate-600 sm:line-clamp-2">{course.description}</p>
        ) : null}
        <ul className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-500 sm:mt-auto sm:pt-1">
          <li>
            <CourseStatusBadge published={course.is_published} />
          </li>
          <li className="flex items-center gap-1.5">
            <PlayCircle className="size-3.5" aria-hidden="true" />
            {t`${plural(lessons, { one: '# lesson', other: '# lessons' })}`}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-3.5" aria-hidden="true" />
            {t`${plural(students, { one: '# student', other: '# students' })}`}
          </li>
        </ul>
        {/* On a phone the price shares a row with the buttons; wider, it stands on its own line above them. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-3 sm:mt-1">
          <p className="me-auto text-sm">
            <span className="font-semibold text-slate-900">{price.main}</span>
            {price.approx ? (
              <span className="ms-1.5 hidden text-xs text-slate-500 sm:inline">{price.approx}</span>
            ) : null}
          </p>
          <div className="flex gap-2 sm:-mx-5 sm:w-[calc(100%+2.5rem)] sm:border-t sm:border-slate-100 sm:px-5 sm:pt-3.5">
            <Link
              to={paths.instructor.editCourse(course.id)}
              className={buttonStyles({ size: 'sm', className: 'sm:flex-1' })}
            >
              <Settings2 aria-hidden="true" />
              <Trans>
                Manage <span className="sr-only">{title}</span>
              </Trans>
            </Link>
            <Link
              to={paths.course(course.id)}
              className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'sm:flex-1' })}
            >
              <Eye aria-hidden="true" />
              <Trans>
                View <span className="sr-only">{title}</span>
              </Trans>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
