import { Link } from 'react-router';
import { BookOpen, Eye, PlayCircle, Settings2, Users } from 'lucide-react';
import type { InstructorCourse } from '@somo/contract/instructor';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { usePrice } from '../../../lib/money';
import { plural } from '../../../lib/plural';
import { CourseStatusBadge } from './course-status-badge';

/** A course in the Teaching Hub portfolio: its state at a glance and the two ways in. */
export function InstructorCourseCard({ course }: { course: InstructorCourse }) {
  const price = usePrice(course.price, course.currency);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
        {course.thumbnail ? (
          <img src={course.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-white/80">
            <BookOpen className="size-10" aria-hidden="true" />
          </div>
        )}
        <CourseStatusBadge published={course.is_published} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-base leading-snug font-semibold break-words text-slate-900">{course.title}</h3>
        {course.description ? (
          <p className="line-clamp-2 text-sm break-words text-slate-600">{course.description}</p>
        ) : null}
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1.5 pt-1 text-xs text-slate-500">
          <li className="flex items-center gap-1.5">
            <PlayCircle className="size-3.5" aria-hidden="true" />
            {plural(course.lesson_count, 'lesson')}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-3.5" aria-hidden="true" />
            {plural(course.student_count, 'student')}
          </li>
        </ul>
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{price.main}</span>
          {price.approx ? <span className="ml-1.5 text-xs text-slate-500">{price.approx}</span> : null}
        </p>
      </div>
      <div className="flex gap-2 border-t border-slate-100 px-5 py-3.5">
        <Link
          to={paths.instructor.editCourse(course.id)}
          className={buttonStyles({ size: 'sm', className: 'flex-1' })}
        >
          <Settings2 aria-hidden="true" />
          Manage <span className="sr-only">{course.title}</span>
        </Link>
        <Link
          to={paths.course(course.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
        >
          <Eye aria-hidden="true" />
          View <span className="sr-only">{course.title}</span>
        </Link>
      </div>
    </article>
  );
}
