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

const ACTIONS: { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: paths.admin.users(), label: 'Manage Users', hint: 'Roles, status and removal', icon: Users },
  { to: paths.admin.requests(), label: 'Admin Requests', hint: 'Approve or reject', icon: UserCheck },
  { to: paths.admin.courses(), label: 'Manage Courses', hint: 'Prices and enrolments', icon: BookOpen },
  {
    to: paths.admin.payments(),
    label: 'Payment Reports',
    hint: 'Revenue and transactions',
    icon: CreditCard,
  },
  { to: paths.admin.settings(), label: 'Platform Settings', hint: 'Site, pricing and AI', icon: Settings },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
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
                  <span className="block text-sm font-medium text-slate-900">{label}</span>
                  <span className="block truncate text-xs text-slate-500">{hint}</span>
                </span>
                <ChevronRight
                  className="size-4 text-slate-400 group-hover:text-slate-600"
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
