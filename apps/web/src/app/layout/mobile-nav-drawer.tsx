import { NavLink } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, Compass, LogIn, UserPlus } from 'lucide-react';
import { Dialog, DrawerContent } from '../../components/ui/dialog';
import { Avatar } from '../../components/ui/avatar';
import { buttonStyles } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { ROLE_LABELS, displayName } from '../../lib/user-display';
import { ROLE_MENU_TITLES, ROLE_NAV, ROLE_NAV_LABELS, type NavItem } from './nav-items';
import { RoleNavList } from './role-nav-list';

const sectionTitle = 'px-3 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase';

/** The phone menu's drawer, loaded the first time the menu button is pressed. */
export function MobileNavDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const close = () => onOpenChange(false);

  // The role menu below already starts with Dashboard, so a signed-in user only needs Courses here.
  const siteItems: NavItem[] = user
    ? [{ label: msg`Courses`, to: paths.courses(), icon: BookOpen }]
    : [
        { label: msg`Explore`, to: paths.courses(), icon: Compass },
        { label: msg`Sign In`, to: paths.login(), icon: LogIn },
      ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DrawerContent title={t`Menu`}>
        {user ? (
          <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-4">
            <Avatar name={displayName(user)} size="md" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
              <p className="text-xs text-slate-500">{ROLE_LABELS[user.role]}</p>
            </div>
          </div>
        ) : null}
        <nav aria-label={t`Site`} className="px-3 py-4">
          <p className={sectionTitle}>
            <Trans>Browse</Trans>
          </p>
          <RoleNavList items={siteItems} onNavigate={close} />
        </nav>
        {user ? (
          <nav
            aria-label={i18n._(ROLE_NAV_LABELS[user.role])}
            className="border-t border-slate-100 px-3 py-4"
          >
            <p className={sectionTitle}>{i18n._(ROLE_MENU_TITLES[user.role])}</p>
            <RoleNavList items={ROLE_NAV[user.role]} onNavigate={close} />
          </nav>
        ) : (
          <div className="px-4 pb-6">
            <p className="text-sm text-slate-600">
              <Trans>
                Create a free account to enrol in courses, track your progress and join course discussions.
              </Trans>
            </p>
            <NavLink
              to={paths.register()}
              onClick={close}
              className={buttonStyles({ className: 'mt-4 w-full' })}
            >
              <UserPlus aria-hidden="true" />
              <Trans>Get Started</Trans>
            </NavLink>
          </div>
        )}
      </DrawerContent>
    </Dialog>
  );
}
