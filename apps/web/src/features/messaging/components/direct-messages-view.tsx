import { useState } from 'react';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageableUser } from '@somo/contract/messaging';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ROLE_LABELS } from '../../../lib/user-display';
import { useConversations } from '../api/direct-messages';
import { matchesSearch } from '../lib/match-search';
import { useMessagesParams } from '../lib/use-messages-params';
import { ConversationList } from './conversation-list';
import { DirectThread, type DirectPartner } from './direct-thread';
import { NewConversationDialog } from './new-conversation-dialog';
import { SearchBox } from '../../../components/ui/search-box';

function ListBody({
  search,
  selectedId,
  onSelect,
}: {
  search: string;
  selectedId: number | null;
  onSelect: (userId: number) => void;
}) {
  const { t } = useLingui();
  const conversations = useConversations();
  if (conversations.isPending) return <LoadingState label={t`Loading conversations...`} className="py-10" />;
  if (conversations.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p className="text-sm text-slate-600">
          <Trans>Your conversations could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void conversations.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (conversations.data.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-500">
        <Trans>No conversations yet. Start one with the button above.</Trans>
      </p>
    );
  }
  const visible = conversations.data.filter((conversation) =>
    matchesSearch(search, [conversation.name, conversation.username]),
  );
  if (visible.length === 0)
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-500">
        <Trans>No conversations match “{search}”.</Trans>
      </p>
    );
  return (
    <ConversationList
      conversations={visible}
      selectedId={selectedId}
      onSelect={(conversation) => onSelect(conversation.user_id)}
    />
  );
}

/** The admin's messages (spec 01 §2): conversations on the left, the open one on the right. */
export function DirectMessagesView() {
  const { t } = useLingui();
  const { search, setSearch, directId, openDirect, close } = useMessagesParams();
  const conversations = useConversations();
  const [starting, setStarting] = useState(false);
  const [picked, setPicked] = useState<MessageableUser | null>(null);

  const known = conversations.data?.find((conversation) => conversation.user_id === directId);
  const partner: DirectPartner | null =
    directId === null
      ? null
      : known
        ? { id: directId, name: known.name, detail: ROLE_LABELS[known.role] }
        : picked?.id === directId
          ? { id: directId, name: picked.full_name, detail: ROLE_LABELS[picked.role] }
          : { id: directId };

  const pick = (user: MessageableUser) => {
    setPicked(user);
    setStarting(false);
    openDirect(user.id);
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setStarting(true)}>
          <MessageSquarePlus aria-hidden="true" />
          <Trans>Start New Conversation</Trans>
        </Button>
      </div>
      <div className="flex h-[600px] max-h-[calc(100dvh-6rem)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card">
        <div
          className={cn(
            'w-full min-w-0 flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-e',
            partner ? 'hidden' : 'flex',
          )}
        >
          <div className="border-b border-slate-200 p-3">
            <SearchBox
              label={t`Search conversations`}
              placeholder={t`Search conversations...`}
              value={search}
              onChange={setSearch}
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-2">
            <ListBody search={search} selectedId={directId} onSelect={openDirect} />
          </div>
        </div>
        <div className={cn('min-w-0 flex-1 flex-col', partner ? 'flex' : 'hidden md:flex')}>
          {partner ? (
            <DirectThread
              key={partner.id}
              partner={partner}
              onBack={close}
              backLabel={t`Back to conversations`}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
              <MessagesSquare className="size-8 text-slate-300" aria-hidden="true" />
              <p className="text-sm text-slate-500">
                <Trans>Choose a conversation or start a new one.</Trans>
              </p>
            </div>
          )}
        </div>
      </div>
      <NewConversationDialog open={starting} onOpenChange={setStarting} onPick={pick} />
    </div>
  );
}
