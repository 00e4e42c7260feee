import { forumRelativeTime } from '../lib/forum-time';

/** A relative time with the exact date and time on hover and for machines. */
export function ForumTime({ iso, className }: { iso: string; className?: string }) {
  const date = new Date(iso);
  return (
    <time
      dateTime={iso}
      title={Number.isNaN(date.getTime()) ? undefined : date.toLocaleString()}
      className={className}
    >
      {forumRelativeTime(iso)}
    </time>
  );
}
