import { Link } from 'react-router';
import { Eye, MessageSquare } from 'lucide-react';
import { Plural, Trans } from '@lingui/react/macro';
import type { ForumThreadSummary } from '@somo/contract/forums';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../lib/paths';
import { ForumTime } from './forum-time';
import { InstructorBadge } from './instructor-badge';
import { ThreadFlags } from './thread-flags';
import { ThreadStatusIcon } from './thread-status-icon';

export function ThreadRow({ courseId, thread }: { courseId: string; thread: ForumThreadSummary }) {
  const { post_count: postCount, views } = thread;
  const authorName = thread.author.full_name;
  const lastPost = thread.last_post;
  const lastAuthorName = lastPost?.author_name;
  return (
    <li className="relative flex gap-3 px-4 py-4 transition-colors focus-within:bg-slate-50 hover:bg-slate-50 sm:gap-4 sm:px-5">
      <ThreadStatusIcon thread={thread} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:gap-6">
        <div className="min-w-0 flex-1 space-y-1.5">
          <h3 className="text-base leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900">
            <Link
              to={paths.forumThread(courseId, thread.id)}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
            >
              {thread.title}
            </Link>
          </h3>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-xs text-slate-500">
            <ThreadFlags thread={thread} />
            {thread.category_name ? <Badge>{thread.category_name}</Badge> : null}
            <span className="[overflow-wrap:anywhere]">
              <Trans>
                by <span className="font-medium text-slate-700">{authorName}</span>
              </Trans>
            </span>
            {thread.author_is_instructor ? <InstructorBadge /> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 sm:w-64 sm:shrink-0 sm:flex-col sm:items-end sm:text-end">
          <div className="flex gap-4">
            <span className="flex items-center gap-1">
              <MessageSquare className="size-3.5" aria-hidden="true" />
              <Plural value={postCount} one="# post" other="# posts" />
            </span>
            <span className="flex items-center gap-1">
              <Eye className="size-3.5" aria-hidden="true" />
              <Plural value={views} one="# view" other="# views" />
            </span>
          </div>
          {lastPost ? (
            <span className="flex min-w-0 flex-wrap gap-x-1 sm:justify-end">
              <span className="[overflow-wrap:anywhere]">
                <Trans>
                  Last post by <span className="font-medium text-slate-700">{lastAuthorName}</span>
                </Trans>
              </span>{' '}
              <ForumTime iso={lastPost.created_at} className="whitespace-nowrap" />
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
