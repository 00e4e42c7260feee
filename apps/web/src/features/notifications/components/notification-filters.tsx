import { useLingui } from '@lingui/react/macro';
import type { NotificationType } from '@somo/contract/notifications';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { NOTIFICATION_TYPE_INFO, NOTIFICATION_TYPE_ORDER } from '../lib/notification-types';

type NotificationFiltersProps = {
  id: string;
  total: number;
  counts: Map<NotificationType, number>;
  selected: NotificationType | null;
  onSelect: (type: NotificationType | null) => void;
};

function Chip({
  pressed,
  onClick,
  label,
  count,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  count: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
        pressed
          ? 'border-brand-600 bg-brand-700 text-white'
          : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
      )}
    >
      {label}{' '}
      <span className={cn('text-xs', pressed ? 'text-brand-100' : 'text-slate-500')}>
        ({formatNumber(count)})
      </span>
    </button>
  );
}

/** One chip per notification type present, each with its count, plus All. */
export function NotificationFilters({ id, total, counts, selected, onSelect }: NotificationFiltersProps) {
  const { t, i18n } = useLingui();
  return (
    <div id={id} role="group" aria-label={t`Filter by type`} className="flex flex-wrap gap-2">
      <Chip pressed={selected === null} onClick={() => onSelect(null)} label={t`All`} count={total} />
      {NOTIFICATION_TYPE_ORDER.filter((type) => counts.has(type)).map((type) => (
        <Chip
          key={type}
          pressed={selected === type}
          onClick={() => onSelect(selected === type ? null : type)}
          label={i18n._(NOTIFICATION_TYPE_INFO[type].label)}
          count={counts.get(type) ?? 0}
        />
      ))}
    </div>
  );
}
