import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageableUser } from '@somo/contract/messaging';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { ROLE_LABELS } from '../../../lib/user-display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMessageableUsers } from '../api/direct-messages';
import { SearchBox } from '../../../components/ui/search-box';

const SEARCH_DELAY_MS = 300;

type NewConversationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (user: MessageableUser) => void;
};

function People({
  search,
  open,
  onPick,
}: {
  search: string;
  open: boolean;
  onPick: NewConversationDialogProps['onPick'];
}) {
  const { t } = useLingui();
  const people = useMessageableUsers(search, open);
  if (people.isPending) return <LoadingState label={t`Loading people...`} className="py-8" />;
  if (people.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-sm text-slate-600">
          <Trans>The list of people could not be loaded.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={() => void people.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (people.data.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-slate-500">
        {search ? t`No one matches “${search}”.` : t`There is nobody you can message yet.`}
      </p>
    );
  }
  return (
    <ul aria-label={t`People you can message`} className="space-y-1">
      {people.data.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            onClick={() => onPick(person)}
            className="flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-start transition-colors hover:bg-slate-100"
          >
            <Avatar name={person.full_name} />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{person.full_name}</span>
              <span className="block truncate text-xs text-slate-500">@{person.username}</span>
            </span>
            <Badge variant={person.role === 'admin' ? 'brand' : 'neutral'}>{ROLE_LABELS[person.role]}</Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 'Start New Conversation': everyone the server lets this user message, searchable by name. */
export function NewConversationDialog({ open, onOpenChange, onPick }: NewConversationDialogProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { t } = useLingui();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t`Start New Conversation`} description={t`Choose who you want to write to.`}>
        <SearchBox
          label={t`Search people`}
          placeholder={t`Search by name or username...`}
          value={search}
          onChange={setSearch}
        />
        <div className="mt-3 max-h-80 overflow-y-auto">
          <People search={settled} open={open} onPick={onPick} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
