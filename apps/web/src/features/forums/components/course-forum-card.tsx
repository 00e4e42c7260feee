import { Link } from 'react-router';
import { ArrowRight, MessageSquare, MessagesSquare } from 'lucide-react';
import { Plural, Trans } from '@lingui/react/macro';
import type { EnrolledCourse } from '@somo/contract/enrollments';
import type { ForumStats } from '@somo/contract/forums';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { hasRecentActivity } from '../api/get-forum-stats';

type CourseForumCardProps = {
  course: Pick<EnrolledCourse, 'id' | 'title' | 'description' | 'instructor'>;
  /** Undefined while the stats load. */
  stats: ForumStats | undefined;
};

export function CourseForumCard({ course, stats }: CourseForumCardProps) {
  const recent = stats ? hasRecentActivity(stats) : false;
  const titleId = `course-forum-${course.id}`;
  const instructorName = course.instructor.full_name;
  const discussions = stats?.total_threads ?? 0;
  const messages = stats?.total_posts ?? 0;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className="text-base leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900"
          >
            {course.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">
            <Trans>by {instructorName}</Trans>
          </p>
        </div>
      </div>
      {course.description ? (
        <p className="mt-3 line-clamp-2 text-sm text-slate-600">{course.description}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        {stats ? (
          <>
            <span className="flex items-center gap-1.5">
              <MessagesSquare className="size-4 text-slate-400" aria-hidden="true" />
              <Plural value={discussions} one="# discussion" other="# discussions" />
            </span>
            <span className="flex items-center gap-1.5">
              <MessageSquare className="size-4 text-slate-400" aria-hidden="true" />
              <Plural value={messages} one="# message" other="# messages" />
            </span>
          </>
        ) : (
          <span className="text-slate-500">
            <Trans>Loading activity...</Trans>
          </span>
        )}
        {recent ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-medium text-success-800 ring-1 ring-success-200 ring-inset">
            <span className="size-2 rounded-full bg-success-500" aria-hidden="true" />
            <Trans>Recent activity</Trans>
          </span>
        ) : null}
      </div>
      <div className="mt-auto pt-5">
        <Link
          to={paths.courseForum(course.id)}
          aria-describedby={titleId}
          className={buttonStyles({ className: 'w-full sm:w-auto' })}
        >
          <Trans>Join Discussions</Trans>
          <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
