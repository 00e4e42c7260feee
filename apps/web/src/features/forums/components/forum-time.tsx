import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { forumRelativeTime } from '../lib/forum-time';

/** A relative time with the exact date and time on hover and for machines. */
export function ForumTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <time dateTime={iso} title={formatDateTime(iso) || undefined} className={className}>
      {forumRelativeTime(i18n, iso)}
    </time>
  );
}
