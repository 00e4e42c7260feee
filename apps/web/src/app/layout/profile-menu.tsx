import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut, Receipt, Settings, UserRound } from 'lucide-react';
import type { SessionUser } from '@somo/contract/auth';
import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { paths } from '../../lib/paths';
import { ROLE_LABELS, displayName } from '../../lib/user-display';
import { useSignOut } from './use-sign-out';

const itemStyles =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500';

export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const name = displayName(user);
  const signOut = useSignOut();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t`Account menu for ${name}`}
        className="flex items-center gap-2 rounded-full px-1 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:pe-2"
      >
        <Avatar name={name} />
        <span className="hidden max-w-40 truncate lg:block">{name}</span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-overlay data-[state=open]:animate-fade-in"
        >
          <div className="flex items-start gap-3 px-2.5 py-2.5">
            <Avatar name={name} size="md" />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
              {user.email ? <p className="truncate text-xs text-slate-500">{user.email}</p> : null}
              <Badge variant="brand">{ROLE_LABELS[user.role]}</Badge>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemStyles}>
            <Link to={paths.profile()}>
              <UserRound aria-hidden="true" />
              <Trans>My Profile</Trans>
            </Link>
          </DropdownMenu.Item>
          {user.role === 'student' ? (
            <DropdownMenu.Item asChild className={itemStyles}>
              <Link to={paths.student.payments()}>
                <Receipt aria-hidden="true" />
                <Trans>My payments</Trans>
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemStyles}>
            <Link to={paths.settings()}>
              <Settings aria-hidden="true" />
              <Trans>Settings</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            className={`${itemStyles} text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-800 [&_svg]:text-danger-600`}
            onSelect={() => void signOut()}
          >
            <LogOut className="rtl:-scale-x-100" aria-hidden="true" />
            <Trans>Sign Out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
