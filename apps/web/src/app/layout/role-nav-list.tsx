import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn';
import type { NavItem } from './nav-items';

type RoleNavListProps = {
  items: readonly NavItem[];
  onNavigate?: () => void;
};

export function RoleNavList({ items, onNavigate }: RoleNavListProps) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  className={cn(
                    'size-[18px] shrink-0',
                    isActive ? 'text-brand-700' : 'text-slate-400 group-hover:text-slate-600',
                  )}
                  aria-hidden="true"
                />
                {i18n._(label)}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
