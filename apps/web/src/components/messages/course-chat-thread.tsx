import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast-context';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { displayName } from '../../lib/user-display';
import { useCourseThread, useDeleteCourseMessage, useSendCourseMessage } from '../../api/messages';
import type { ChatPartner } from './chat-partner-list';
import { ChatHeader } from './chat-header';
import { CourseComposer } from './course-composer';
import { MessageBubble } from './message-bubble';
import { MessageList } from './message-list';

type CourseChatThreadProps = {
  courseId: number;
  partner: ChatPartner;
  /** The course's instructor may delete any message of the chat; others only their own. */
  viewerIsCourseInstructor: boolean;
  onBack?: () => void;
};

export function CourseChatThread({
  courseId,
  partner,
  viewerIsCourseInstructor,
  onBack,
}: CourseChatThreadProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const viewer = { id: user?.id ?? 0, name: user ? displayName(user) : '' };
  const thread = useCourseThread(courseId, partner.id);
  const send = useSendCourseMessage(courseId, partner, viewer);
  const remove = useDeleteCourseMessage(courseId, partner.id);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<number | null>(null);

  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(deleting, {
      onSuccess: () => setDeleting(null),
      onError: (error) => {
        setDeleting(null);
        toast({ variant: 'error', title: errorMessage(error, t`Failed to delete message`) });
      },
    });
  };

  const { name } = partner;
  return (
    <section aria-label={t`Conversation with ${name}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ChatHeader name={partner.name} detail={partner.detail} onBack={onBack} />
      <MessageList
        messages={thread.data}
        isPending={thread.isPending}
        isError={thread.isError}
        onRetry={() => void thread.refetch()}
        emptyHint={t`Write a subject and a message below to start the conversation.`}
        renderMessage={(message) => {
          const mine = message.sender_id === viewer.id;
          return (
            <MessageBubble
              key={message.id}
              message={message}
              mine={mine}
              onDelete={mine || viewerIsCourseInstructor ? () => setDeleting(message.id) : undefined}
            />
          );
        }}
      />
      <CourseComposer onSend={(input) => send.mutateAsync(input)} pending={send.isPending} />
      <ConfirmDialog
        needsNetwork
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete message?`}
        description={t`Are you sure you want to delete this message? This action cannot be undone.`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
