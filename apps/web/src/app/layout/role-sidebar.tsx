import { useLingui } from '@lingui/react';
import type { Role } from '@somo/contract/auth';
import { ROLE_MENU_TITLES, ROLE_NAV, ROLE_NAV_LABELS } from './nav-items';
import { RoleNavList } from './role-nav-list';

/** The wide-screen sidebar; on small screens the same items live in the header's menu drawer. */
export function RoleSidebar({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return (
    <aside className="hidden w-60 shrink-0 border-e border-slate-200 bg-white md:block">
      <nav
        aria-label={i18n._(ROLE_NAV_LABELS[role])}
        className="sticky top-16 flex max-h-[calc(100dvh-4rem)] flex-col gap-2 overflow-y-auto px-3 py-5"
      >
        <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
          {i18n._(ROLE_MENU_TITLES[role])}
        </p>
        <RoleNavList items={ROLE_NAV[role]} />
      </nav>
    </aside>
  );
}
