import { Link } from 'react-router';
import { SearchX, UsersRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonStyles } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../lib/paths';
import { useConversations } from '../api/direct-messages';
import { CONTACT_TEXT, type Side } from '../lib/contact-text';
import type { Contact } from '../lib/contacts';
import { matchesSearch } from '../lib/match-search';
import { useMessagesParams } from '../lib/use-messages-params';
import { ContactCard } from './contact-card';
import { ConversationList } from './conversation-list';
import { SearchBox } from '../../../components/ui/search-box';

function useDirectMatches(search: string) {
  const conversations = useConversations();
  return (conversations.data ?? []).filter((conversation) =>
    matchesSearch(search, [conversation.name, conversation.username]),
  );
}

/** Direct conversations (with an admin, say) the student or instructor also has. */
function DirectSection({ search, onOpen }: { search: string; onOpen: (userId: number) => void }) {
  const visible = useDirectMatches(search);
  if (visible.length === 0) return null;
  return (
    <section aria-labelledby="direct-messages-title" className="space-y-3">
      <h2 id="direct-messages-title" className="text-lg font-semibold text-slate-900">
        <Trans>Direct messages</Trans>
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-card">
        <ConversationList
          conversations={visible}
          selectedId={null}
          onSelect={(conversation) => onOpen(conversation.user_id)}
        />
      </div>
    </section>
  );
}

function NoContacts({ side }: { side: Side }) {
  const { i18n } = useLingui();
  const text = CONTACT_TEXT[side];
  return (
    <EmptyState
      icon={UsersRound}
      title={i18n._(text.empty)}
      description={i18n._(text.emptyHint)}
      action={
        side === 'student' ? (
          <Link to={paths.courses()} className={buttonStyles()}>
            <Trans>Browse Courses</Trans>
          </Link>
        ) : undefined
      }
    />
  );
}

/** The contact cards with their search (name or course title), prefilled from a message notification. */
export function ContactList({ side, contacts }: { side: Side; contacts: Contact[] }) {
  const { t, i18n } = useLingui();
  const { search, setSearch, openCourseChat, openDirect } = useMessagesParams();
  const term = search.trim();
  const visible = contacts.filter((contact) => matchesSearch(search, [contact.name, contact.courseTitle]));
  const directMatches = useDirectMatches(search).length;

  return (
    <div className="space-y-8">
      <section aria-labelledby="contacts-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="contacts-title" className="text-lg font-semibold text-slate-900">
            {i18n._(CONTACT_TEXT[side].heading)}
          </h2>
          <SearchBox
            label={t`Search by name or course`}
            placeholder={t`Search by name or course...`}
            value={search}
            onChange={setSearch}
            className="sm:w-80"
          />
        </div>
        {contacts.length === 0 ? (
          <NoContacts side={side} />
        ) : visible.length === 0 && directMatches > 0 ? (
          <p className="text-sm text-slate-600">
            {side === 'student' ? t`No instructor matches “${term}”.` : t`No student matches “${term}”.`}
          </p>
        ) : visible.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={t`No contacts match “${term}”`}
            description={t`Search by a person’s name or a course title.`}
            action={
              <Button variant="secondary" onClick={() => setSearch('')}>
                <Trans>Clear search</Trans>
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((contact) => (
              <li key={`${contact.courseId}-${contact.partnerId}`}>
                <ContactCard
                  contact={contact}
                  onOpen={() => openCourseChat(contact.courseId, contact.partnerId)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <DirectSection search={search} onOpen={openDirect} />
    </div>
  );
}
