import { ChevronRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../../components/ui/avatar';
import type { Contact } from '../lib/contacts';
import { formatDate } from '../../../lib/format';
import { messageTime } from '../../../lib/message-time';
import { UnreadPill } from '../../../components/messages/unread-pill';

export function ContactCard({ contact, onOpen }: { contact: Contact; onOpen: () => void }) {
  const { t } = useLingui();
  const lastTime = contact.lastMessageAt ? messageTime(contact.lastMessageAt) : null;
  const enrolledOn = contact.enrolledAt ? formatDate(contact.enrolledAt) : null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-start shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/30 focus-visible:ring-3 focus-visible:ring-brand-500/25 focus-visible:outline-none"
    >
      <Avatar name={contact.name} size="md" />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-semibold break-words text-slate-900">{contact.name}</span>
          <UnreadPill count={contact.unreadCount} />
        </span>
        <span className="mt-0.5 block text-sm break-words text-slate-600">{contact.courseTitle}</span>
        <span className="mt-2 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
          <span>{lastTime ? t`Last message ${lastTime}` : t`No messages yet`}</span>
          {enrolledOn ? (
            <span>
              {t({ message: `Enrolled ${enrolledOn}`, context: 'a student in the instructor’s contacts' })}
            </span>
          ) : null}
        </span>
      </span>
      <ChevronRight className="mt-3 size-4 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden="true" />
    </button>
  );
}
