import { useLingui } from '@lingui/react/macro';
import type { ConversationSummary } from '@somo/contract/messaging';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { ROLE_LABELS } from '../../../lib/user-display';
import { messageTime } from '../../../lib/message-time';
import { UnreadPill } from '../../../components/messages/unread-pill';

type ConversationListProps = {
  conversations: ConversationSummary[];
  selectedId: number | null;
  onSelect: (conversation: ConversationSummary) => void;
};

export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Conversations`} className="space-y-1">
      {conversations.map((conversation) => {
        const selected = conversation.user_id === selectedId;
        return (
          <li key={conversation.user_id}>
            <button
              type="button"
              onClick={() => onSelect(conversation)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-start gap-3 rounded-lg px-2.5 py-2.5 text-start transition-colors',
                selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-100',
              )}
            >
              <Avatar name={conversation.name} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-medium text-slate-900">{conversation.name}</span>
                  <time dateTime={conversation.last_message_at} className="shrink-0 text-xs text-slate-500">
                    {messageTime(conversation.last_message_at)}
                  </time>
                </span>
                <span className="mt-0.5 flex items-center gap-2">
                  <span className="truncate text-xs text-slate-500">
                    {ROLE_LABELS[conversation.role]} · {conversation.last_message}
                  </span>
                  <UnreadPill count={conversation.unread_count} className="ms-auto" />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
