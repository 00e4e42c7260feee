import { NavLink } from 'react-router';
import { Bell } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

export const bellButtonStyles =
  'relative flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900';

/** The bell while the live menu's code loads: still a way to the notifications. */
export function BellLink() {
  const { t } = useLingui();
  return (
    <NavLink
      to={paths.notifications()}
      aria-label={t`Notifications`}
      className={({ isActive }) => cn(bellButtonStyles, isActive && 'bg-brand-50 text-brand-700')}
    >
      <Bell className="size-5" aria-hidden="true" />
    </NavLink>
  );
}
