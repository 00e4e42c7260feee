import { useLingui } from '@lingui/react/macro';
import { useAuth } from '../../../lib/auth/auth-context';
import { displayName } from '../../../lib/user-display';
import { useDirectThread, useSendDirectMessage } from '../api/direct-messages';
import { ChatHeader } from '../../../components/messages/chat-header';
import { DirectComposer } from './direct-composer';
import { MessageBubble } from '../../../components/messages/message-bubble';
import { MessageList } from '../../../components/messages/message-list';

export type DirectPartner = { id: number; name?: string; detail?: string };

type DirectThreadProps = {
  partner: DirectPartner;
  onBack?: () => void;
  backLabel?: string;
};

/** A direct conversation with one person, outside any course. */
export function DirectThread({ partner, onBack, backLabel }: DirectThreadProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const viewer = { id: user?.id ?? 0, name: user ? displayName(user) : '' };
  const thread = useDirectThread(partner.id);
  // Someone picked by id alone (e.g. from the address) is named by the conversation itself.
  const first = thread.data?.[0];
  const fromThread = first
    ? first.sender_id === partner.id
      ? first.sender_name
      : first.recipient_name
    : undefined;
  const name = partner.name ?? fromThread ?? t`Conversation`;
  const send = useSendDirectMessage({ id: partner.id, name }, viewer);

  return (
    <section aria-label={t`Conversation with ${name}`} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ChatHeader name={name} detail={partner.detail} onBack={onBack} backLabel={backLabel} />
      <MessageList
        messages={thread.data}
        isPending={thread.isPending}
        isError={thread.isError}
        onRetry={() => void thread.refetch()}
        emptyHint={t`Write a message below to start the conversation.`}
        renderMessage={(message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.sender_id === viewer.id}
            showSubject={false}
          />
        )}
      />
      <DirectComposer onSend={(content) => send.mutateAsync(content)} pending={send.isPending} />
    </section>
  );
}
