import { ArrowLeft, UsersRound } from 'lucide-react';
import { useLingui as useLanguageChanges } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ROLE_LABELS } from '../../../lib/user-display';
import { useConversations } from '../api/direct-messages';
import { CONTACT_TEXT, type Side } from '../lib/contact-text';
import type { Contact } from '../lib/contacts';
import { useMessagesParams } from '../lib/use-messages-params';
import { CourseChat } from '../../../components/messages/course-chat';
import { DirectThread } from './direct-thread';

export function BackToMessages({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="-ms-2" onClick={onClick}>
      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
      <Trans>Back to Messages</Trans>
    </Button>
  );
}

/** One course conversation opened from a contact card; the course's other contacts sit beside it. */
export function CourseConversation({
  side,
  contacts,
  courseId,
  contactId,
}: {
  side: Side;
  contacts: Contact[];
  courseId: number;
  contactId: number;
}) {
  const { t, i18n } = useLingui();
  const { openCourseChat, close } = useMessagesParams();
  const inCourse = contacts.filter((contact) => contact.courseId === courseId);
  const current = inCourse.find((contact) => contact.partnerId === contactId);
  return (
    <div className="space-y-3">
      <BackToMessages onClick={close} />
      {current ? (
        <>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">{current.name}</h2>
            <p className="text-sm text-slate-600">{current.courseTitle}</p>
          </div>
          <CourseChat
            courseId={courseId}
            partners={inCourse.map((contact) => ({
              id: contact.partnerId,
              name: contact.name,
              detail: side === 'student' ? t`Instructor` : contact.courseTitle,
              unreadCount: contact.partnerId === contactId ? 0 : contact.unreadCount,
            }))}
            partnersLabel={i18n._(CONTACT_TEXT[side].partners)}
            selectedId={contactId}
            onSelect={(id) => (id === null ? close() : openCourseChat(courseId, id, true))}
            viewerIsCourseInstructor={side === 'instructor'}
          />
        </>
      ) : (
        <EmptyState
          icon={UsersRound}
          title={t`Conversation not found`}
          description={t`This conversation is not one of yours, or the course has ended.`}
        />
      )}
    </div>
  );
}

/** A direct conversation (e.g. from an admin) opened from the messages page. */
export function DirectConversation({ userId }: { userId: number }) {
  // The role's name is read during render: a language switch must draw it again.
  useLanguageChanges();
  const { close } = useMessagesParams();
  const known = useConversations().data?.find((conversation) => conversation.user_id === userId);
  return (
    <div className="space-y-3">
      <BackToMessages onClick={close} />
      <div className="flex h-[600px] max-h-[calc(100dvh-6rem)] overflow-hidden rounded-xl border border-slate-200 bg-white">
        <DirectThread
          partner={{ id: userId, name: known?.name, detail: known ? ROLE_LABELS[known.role] : undefined }}
        />
      </div>
    </div>
  );
}
