import { Link } from 'react-router';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import { isCourseComplete } from '@somo/contract/progress';
import { BarChart3, CalendarDays, PlayCircle, Trophy } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { progressText } from '../lib/progress-text';

export function EnrolledCourseCard({ course }: { course: EnrolledCourse }) {
  const { t, i18n } = useLingui();
  const { title } = course;
  const enrolledOn = formatDate(course.enrolled_at);
  const percent = course.progress.percentage;
  const done = isCourseComplete(course.progress);
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base leading-snug font-semibold break-words text-slate-900">
          <Link to={paths.course(course.id)} className="hover:text-brand-800 hover:underline">
            {course.title}
          </Link>
        </h3>
        {done ? (
          <Badge variant="success">
            <Trophy className="size-3.5" aria-hidden="true" />
            <Trans>Completed</Trans>
          </Badge>
        ) : null}
      </div>
      {course.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{course.description}</p>
      ) : null}
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-500">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <Trans>Enrolled {enrolledOn}</Trans>
      </p>
      <div className="mt-auto space-y-2 pt-5">
        <p className="text-sm text-slate-600">{progressText(course.progress, i18n)}</p>
        <ProgressBar value={percent} label={t`Progress in ${title}: ${percent}%`} />
      </div>
      <div className="mt-5 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <Link
          to={paths.student.learn(course.id)}
          className={buttonStyles({ size: 'sm' })}
          aria-label={t`Continue Learning: ${title}`}
        >
          <PlayCircle aria-hidden="true" />
          <Trans>Continue Learning</Trans>
        </Link>
        <Link
          to={paths.student.progress(course.id)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          aria-label={t`View Progress: ${title}`}
        >
          <BarChart3 aria-hidden="true" />
          <Trans>View Progress</Trans>
        </Link>
      </div>
    </article>
  );
}
