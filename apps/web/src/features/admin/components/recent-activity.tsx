import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityItem } from '@somo/contract/admin';
import { BookCheck, GraduationCap, ShieldCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { activitySentence } from '../lib/activity-text';

const KINDS: Record<ActivityItem['kind'], { icon: LucideIcon; tone: string }> = {
  signup: { icon: UserPlus, tone: 'bg-brand-50 text-brand-700' },
  enrollment: { icon: GraduationCap, tone: 'bg-success-50 text-success-700' },
  course_published: { icon: BookCheck, tone: 'bg-warning-50 text-warning-700' },
  admin_action: { icon: ShieldCheck, tone: 'bg-slate-100 text-slate-700' },
};

const SHOWN = 10;

type RecentActivityProps = { items: ActivityItem[] | undefined; loading: boolean };

/** Sign-ups, enrolments, publications and admin actions, newest first. A failed load shows an empty list. */
export function RecentActivity({ items, loading }: RecentActivityProps) {
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Recent Activity</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The latest sign-ups, enrolments, publications and admin actions.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" /> <Trans>Loading activity...</Trans>
          </p>
        ) : !items || items.length === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>No activity yet.</Trans>
          </p>
        ) : (
          <ol aria-label={t`Recent activity`} className="divide-y divide-slate-100">
            {items.slice(0, SHOWN).map((item) => {
              const { icon: Icon, tone } = KINDS[item.kind];
              return (
                <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <p className="min-w-0 flex-1 text-sm break-words text-slate-800">
                    {activitySentence(item, i18n)}
                  </p>
                  <time
                    dateTime={item.at}
                    title={formatDateTime(item.at)}
                    className="shrink-0 text-xs whitespace-nowrap text-slate-500"
                  >
                    {formatRelativeTime(item.at)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
