import { Avatar } from '../ui/avatar';
import { cn } from '../../lib/cn';
import { UnreadPill } from './unread-pill';

export type ChatPartner = {
  id: number;
  name: string;
  /** A second line, e.g. the course or '@username'. */
  detail?: string;
  unreadCount?: number;
};

type ChatPartnerListProps = {
  label: string;
  partners: ChatPartner[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

export function ChatPartnerList({ label, partners, selectedId, onSelect }: ChatPartnerListProps) {
  return (
    <nav aria-label={label} className="min-h-0 flex-1 overflow-y-auto p-2">
      <ul className="space-y-1">
        {partners.map((partner) => {
          const selected = partner.id === selectedId;
          return (
            <li key={partner.id}>
              <button
                type="button"
                onClick={() => onSelect(partner.id)}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-start transition-colors',
                  selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-100',
                )}
              >
                <Avatar name={partner.name} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{partner.name}</span>
                  {partner.detail ? (
                    <span className="block truncate text-xs text-slate-500">{partner.detail}</span>
                  ) : null}
                </span>
                <UnreadPill count={partner.unreadCount ?? 0} />
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
