import { Link } from 'react-router';
import { BookOpen, PlayCircle, UserRound, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatCoursePrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/public-settings';
import type { CourseSummary } from '../api/get-courses';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function CourseCard({ course }: { course: CourseSummary }) {
  const { defaultCurrency } = usePublicSettings();
  const price = formatCoursePrice(course.price, course.currency, defaultCurrency);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-overlay focus-within:border-brand-400">
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
        {course.thumbnail ? (
          <img src={course.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-white/80">
            <BookOpen className="size-10" aria-hidden="true" />
          </div>
        )}
        <Badge
          variant={course.price === 0 ? 'success' : 'neutral'}
          className="absolute top-3 right-3 shadow-sm"
        >
          {price}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={paths.course(course.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-['']"
          >
            {course.title}
          </Link>
        </h3>
        {course.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
        ) : null}
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1.5 pt-2 text-xs text-slate-500">
          <li className="flex items-center gap-1.5">
            <PlayCircle className="size-3.5" aria-hidden="true" />
            {plural(course.lessonCount, 'lesson')}
          </li>
          <li className="flex items-center gap-1.5">
            <Users className="size-3.5" aria-hidden="true" />
            {plural(course.studentCount, 'student')}
          </li>
          {course.authorUsername ? (
            <li className="flex items-center gap-1.5">
              <UserRound className="size-3.5" aria-hidden="true" />
              {course.authorUsername}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
