import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  BookOpen,
  ChevronRight,
  CreditCard,
  Settings,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

type QuickAction = { to: string; label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon };

const ACTIONS: QuickAction[] = [
  { to: paths.admin.users(), label: msg`Manage Users`, hint: msg`Roles, status and removal`, icon: Users },
  { to: paths.admin.requests(), label: msg`Admin Requests`, hint: msg`Approve or reject`, icon: UserCheck },
  { to: paths.admin.courses(), label: msg`Manage Courses`, hint: msg`Prices and enrolments`, icon: BookOpen },
  {
    to: paths.admin.payments(),
    label: msg`Payment Reports`,
    hint: msg`Revenue and transactions`,
    icon: CreditCard,
  },
  {
    to: paths.admin.settings(),
    label: msg`Platform Settings`,
    hint: msg`Site, pricing and AI`,
    icon: Settings,
  },
];

export function QuickActions() {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Quick Actions</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="pt-3">
        <ul className="-mx-2 space-y-1">
          {ACTIONS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">{i18n._(label)}</span>
                  <span className="block truncate text-xs text-slate-500">{i18n._(hint)}</span>
                </span>
                <ChevronRight
                  className="size-4 text-slate-400 group-hover:text-slate-600 rtl:-scale-x-100"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
