import { useState } from 'react';
import { CircleCheck, Reply, ThumbsUp, Trash2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForumPost } from '@somo/contract/forums';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { useToggleSolution } from '../api/toggle-solution';
import { useToggleUpvote } from '../api/toggle-upvote';
import { MAX_VISUAL_DEPTH, visualDepth } from '../lib/post-tree';
import { ForumTime } from './forum-time';
import { InstructorBadge } from './instructor-badge';
import { ReplyForm } from './reply-form';
import { useThreadContext } from './thread-context';

type PostItemProps = {
  post: ForumPost;
  /** 0 for a post answering the thread, 1 for a reply to it, and so on. */
  depth: number;
};

/** One post with its actions, followed by its replies (indented up to MAX_VISUAL_DEPTH levels). */
export function PostItem({ post, depth }: PostItemProps) {
  const { t } = useLingui();
  const thread = useThreadContext();
  const { toast } = useToast();
  const [replying, setReplying] = useState(false);
  const upvote = useToggleUpvote(thread.courseId, thread.threadId);
  const solution = useToggleSolution(thread.courseId);

  const isOpeningPost = post.id === thread.openingPostId;
  const canDelete = !isOpeningPost && (thread.canModerate || post.author.id === thread.currentUserId);
  const canMarkSolution = !isOpeningPost && thread.canMarkSolution;
  const byThreadAuthor = post.author.id === thread.threadAuthorId;
  const nestReplies = visualDepth(depth + 1) > visualDepth(depth);
  const authorName = post.author.full_name;
  const votes = post.upvote_count;
  const articleLabel = isOpeningPost
    ? t`Opening post by ${authorName}`
    : post.is_solution
      ? t`Solution by ${authorName}`
      : t`Reply by ${authorName}`;

  return (
    <li>
      <article
        aria-label={articleLabel}
        data-solution={post.is_solution || undefined}
        className={cn(
          'rounded-xl border bg-white p-4 shadow-card sm:p-5',
          post.is_solution ? 'border-success-500 bg-success-50 ring-1 ring-success-500' : 'border-slate-200',
        )}
      >
        <header className="flex items-start gap-3">
          <Avatar name={post.author.full_name} size="md" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                {post.author.full_name}
              </span>
              {post.author_is_instructor ? <InstructorBadge /> : null}
              {byThreadAuthor && !isOpeningPost ? (
                <Badge>
                  <Trans>Author</Trans>
                </Badge>
              ) : null}
            </div>
            <ForumTime iso={post.created_at} className="text-xs text-slate-500" />
          </div>
          {post.is_solution ? (
            <Badge variant="success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              <Trans>Solution</Trans>
            </Badge>
          ) : null}
        </header>

        <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800 sm:text-base">
          {post.content}
        </p>

        <div className="mt-3 -mb-1 flex flex-wrap items-center gap-1">
          <NetworkButton
            variant="ghost"
            size="sm"
            aria-pressed={post.is_upvoted}
            aria-label={t`Upvote, ${plural(votes, { one: '# vote', other: '# votes' })}`}
            disabled={upvote.isPending}
            onClick={() =>
              upvote.mutate(post.id, {
                onError: (error) =>
                  toast({ variant: 'error', title: errorMessage(error, t`Failed to update upvote`) }),
              })
            }
            className="aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            <ThumbsUp className={cn(post.is_upvoted && 'fill-current')} aria-hidden="true" />
            <span className="tabular-nums">{post.upvote_count}</span>
          </NetworkButton>
          {!thread.locked ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              <Reply aria-hidden="true" />
              <Trans>Reply</Trans>
            </Button>
          ) : null}
          {canMarkSolution ? (
            <NetworkButton
              variant="ghost"
              size="sm"
              loading={solution.isPending}
              onClick={() =>
                solution.mutate(post.id, {
                  onError: (error) =>
                    toast({ variant: 'error', title: errorMessage(error, t`Failed to update the solution`) }),
                })
              }
              className={cn(
                post.is_solution
                  ? 'text-success-800 hover:bg-success-100'
                  : 'text-slate-600 hover:bg-success-50 hover:text-success-800',
              )}
            >
              {solution.isPending ? null : <CircleCheck aria-hidden="true" />}
              {post.is_solution ? t`Unmark solution` : t`Mark as solution`}
            </NetworkButton>
          ) : null}
          {canDelete ? (
            <NetworkButton
              variant="ghost"
              size="sm"
              onClick={() => thread.requestDeletePost(post)}
              className="ms-auto text-danger-700 hover:bg-danger-50 hover:text-danger-800"
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">
                <Trans>Delete</Trans>
              </span>
            </NetworkButton>
          ) : null}
        </div>

        {replying && !thread.locked ? (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <ReplyForm
              courseId={thread.courseId}
              threadId={thread.threadId}
              parent={post.id}
              label={t`Reply to ${authorName}`}
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
              autoFocus
            />
          </div>
        ) : null}
      </article>

      {post.replies.length > 0 ? (
        <ul
          aria-label={t`Replies to ${authorName}`}
          className={cn(
            'mt-3 space-y-3',
            nestReplies && 'ms-3 border-s-2 border-slate-200 ps-3 sm:ms-5 sm:ps-5',
          )}
          data-depth={Math.min(depth + 1, MAX_VISUAL_DEPTH)}
        >
          {post.replies.map((reply) => (
            <PostItem key={reply.id} post={reply} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
