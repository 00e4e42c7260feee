import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Eye,
  Lock,
  LockOpen,
  MessageSquare,
  MessagesSquare,
  Pin,
  PinOff,
  SearchX,
  Trash2,
} from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ForumPost } from '@somo/contract/forums';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/use-route-param';
import { useDeletePost } from '../api/delete-post';
import { useDeleteThread } from '../api/delete-thread';
import { useForumThread } from '../api/get-forum-thread';
import { useToggleThreadFlag, type ThreadFlag } from '../api/toggle-thread-flag';
import { ForumErrorState } from '../components/forum-error-state';
import { ForumTime } from '../components/forum-time';
import { InstructorBadge } from '../components/instructor-badge';
import { PostItem } from '../components/post-item';
import { ReplyForm } from '../components/reply-form';
import { ThreadContext, type ThreadContextValue } from '../components/thread-context';
import { ThreadFlags } from '../components/thread-flags';
import { countPosts, splitOpeningPost } from '../lib/post-tree';

/** The route's path parameters (courses/:courseId/forum/thread/:threadId). */
const courseParamKey = 'courseId';
const threadParamKey = 'threadId';

function ThreadNotFound({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const notFound = t`Thread not found`;
  return (
    <>
      <DocumentTitle title={notFound} />
      <EmptyState
        icon={SearchX}
        headingLevel="h1"
        title={notFound}
        description={t`This discussion does not exist or has been deleted.`}
        action={
          <Link to={paths.courseForum(courseId)} className={buttonStyles()}>
            <Trans>Back to forum</Trans>
          </Link>
        }
      />
    </>
  );
}

function ForumThread({ courseId, threadId }: { courseId: string; threadId: string }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const thread = useForumThread(courseId, threadId);
  const flag = useToggleThreadFlag(courseId, threadId);
  const removeThread = useDeleteThread(courseId, threadId);
  const removePost = useDeletePost(courseId);
  const [confirmThreadDelete, setConfirmThreadDelete] = useState(false);
  const [postToDelete, setPostToDelete] = useState<ForumPost | null>(null);

  const data = thread.data;
  const context = useMemo<ThreadContextValue | null>(() => {
    if (!data || !user) return null;
    return {
      courseId,
      threadId,
      threadAuthorId: data.author.id,
      openingPostId: data.posts[0]?.id ?? null,
      locked: data.locked,
      currentUserId: user.id,
      canModerate: data.can_moderate,
      // The server lets the thread author or the course's own instructor pick the answer (not admins).
      canMarkSolution: user.id === data.author.id || (data.can_moderate && user.role === 'instructor'),
      requestDeletePost: setPostToDelete,
    };
  }, [courseId, threadId, data, user]);

  if (thread.isPending) return <LoadingState label={t`Loading discussion...`} />;
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 404)
      return <ThreadNotFound courseId={courseId} />;
    return (
      <div className="space-y-6">
        <DocumentTitle title={t`Discussion`} />
        <BackLink to={paths.courseForum(courseId)}>
          <Trans>Back to forum</Trans>
        </BackLink>
        <ForumErrorState
          error={thread.error}
          courseId={courseId}
          headingLevel="h1"
          onRetry={() => void thread.refetch()}
        />
      </div>
    );
  }
  if (!data || !context || !user) return null;

  const { openingPost, replies } = splitOpeningPost(data.posts);
  const replyCount = countPosts(replies);
  const canDeleteThread = data.can_moderate || data.author.id === user.id;
  const authorName = data.author.full_name;
  const views = data.views;

  function toggle(which: ThreadFlag) {
    flag.mutate(which, {
      onError: (error) =>
        toast({ variant: 'error', title: errorMessage(error, t`Failed to update the thread`) }),
    });
  }

  function deleteThread() {
    removeThread.mutate(undefined, {
      onSuccess: () => {
        toast({ variant: 'success', title: t`Thread deleted successfully` });
        navigate(paths.courseForum(courseId), { replace: true });
      },
      onError: (error) => {
        setConfirmThreadDelete(false);
        toast({ variant: 'error', title: errorMessage(error, t`Failed to delete thread`) });
      },
    });
  }

  function deletePost(post: ForumPost) {
    removePost.mutate(post.id, {
      onSuccess: () => {
        setPostToDelete(null);
        toast({ variant: 'success', title: t`Post deleted successfully` });
      },
      onError: (error) => {
        setPostToDelete(null);
        toast({ variant: 'error', title: errorMessage(error, t`Failed to delete post`) });
      },
    });
  }

  return (
    <ThreadContext value={context}>
      <div className="space-y-6">
        <DocumentTitle title={data.title} />
        <PageHeader
          className="[overflow-wrap:anywhere]"
          eyebrow={
            <BackLink to={paths.courseForum(courseId)}>
              <Trans>Back to forum</Trans>
            </BackLink>
          }
          title={data.title}
          description={
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <ThreadFlags thread={data} />
              {data.category_name ? <Badge>{data.category_name}</Badge> : null}
              <span className="flex items-center gap-1 text-slate-500">
                <Eye className="size-4" aria-hidden="true" />
                <Plural value={views} one="# view" other="# views" />
              </span>
              <span className="flex items-center gap-1 text-slate-500">
                <MessageSquare className="size-4" aria-hidden="true" />
                <Plural value={replyCount} one="# reply" other="# replies" />
              </span>
              <span className="text-slate-500 [overflow-wrap:anywhere]">
                <Trans>
                  Started by <span className="font-medium text-slate-700">{authorName}</span>
                </Trans>{' '}
                <ForumTime iso={data.created_at} />
              </span>
              {data.author_is_instructor ? <InstructorBadge /> : null}
            </span>
          }
        />

        {data.can_moderate || canDeleteThread ? (
          <div role="group" aria-label={t`Thread actions`} className="flex flex-wrap gap-2">
            {data.can_moderate ? (
              <>
                <NetworkButton
                  variant="secondary"
                  size="sm"
                  disabled={flag.isPending}
                  onClick={() => toggle('pin')}
                >
                  {data.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
                  {data.pinned ? t`Unpin thread` : t`Pin thread`}
                </NetworkButton>
                <NetworkButton
                  variant="secondary"
                  size="sm"
                  disabled={flag.isPending}
                  onClick={() => toggle('lock')}
                >
                  {data.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
                  {data.locked ? t`Unlock thread` : t`Lock thread`}
                </NetworkButton>
              </>
            ) : null}
            {canDeleteThread ? (
              <NetworkButton
                variant="secondary"
                size="sm"
                onClick={() => setConfirmThreadDelete(true)}
                className="text-danger-700 hover:border-danger-300 hover:bg-danger-50"
              >
                <Trash2 aria-hidden="true" />
                <Trans>Delete thread</Trans>
              </NetworkButton>
            ) : null}
          </div>
        ) : null}

        {openingPost ? (
          <ul aria-label={t`Opening post`} className="space-y-3">
            <PostItem post={openingPost} depth={0} />
          </ul>
        ) : null}

        {data.locked ? (
          <Alert variant="warning" title={t`Thread Locked`}>
            <Trans>This thread is locked and accepts no new replies.</Trans>
          </Alert>
        ) : null}

        <section aria-labelledby="thread-replies-title" className="space-y-3">
          <h2 id="thread-replies-title" className="text-lg font-semibold text-slate-900">
            <Plural value={replyCount} one="# Reply" other="# Replies" />
          </h2>
          {replies.length > 0 ? (
            <ul className="space-y-3">
              {replies.map((post) => (
                <PostItem key={post.id} post={post} depth={0} />
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={MessagesSquare}
              headingLevel="h3"
              title={t`No replies yet`}
              description={
                data.locked ? t`This thread was locked before anyone replied.` : t`Be the first to reply.`
              }
              className="py-8"
            />
          )}
        </section>

        {!data.locked ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Post a reply</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ReplyForm courseId={courseId} threadId={threadId} parent={null} label={t`Your reply`} />
            </CardContent>
          </Card>
        ) : null}
      </div>

      <ConfirmDialog
        needsNetwork
        open={confirmThreadDelete}
        onOpenChange={setConfirmThreadDelete}
        title={t`Delete thread`}
        description={t`Are you sure you want to delete this thread? This action cannot be undone.`}
        confirmLabel={t`Delete Thread`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={removeThread.isPending}
        onConfirm={deleteThread}
      />
      <ConfirmDialog
        needsNetwork
        open={postToDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPostToDelete(null))}
        title={t`Delete post`}
        description={t`Are you sure you want to delete this post? This action cannot be undone.`}
        confirmLabel={t`Delete Post`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={removePost.isPending}
        onConfirm={() => (postToDelete ? deletePost(postToDelete) : undefined)}
      />
    </ThreadContext>
  );
}

export function ForumThreadPage() {
  const courseId = useRouteParam(courseParamKey);
  const threadId = useRouteParam(threadParamKey);
  return <ForumThread key={`${courseId}/${threadId}`} courseId={courseId} threadId={threadId} />;
}
