import { CalendarClock, CircleCheck, CircleOff, Lock } from 'lucide-react';
import { assessmentDisplayStatus } from '@somo/contract/assessments';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

const looks = {
  Active: { variant: 'success', Icon: CircleCheck },
  Scheduled: { variant: 'brand', Icon: CalendarClock },
  Closed: { variant: 'warning', Icon: Lock },
  Inactive: { variant: 'neutral', Icon: CircleOff },
} satisfies Record<ReturnType<typeof assessmentDisplayStatus>, { variant: BadgeVariant; Icon: typeof Lock }>;

type DisplayStatusBadgeProps = {
  assessment: { is_active: boolean; start_date: string | null; due_date: string | null };
};

/** Spec 02 §4: Inactive, Closed, Scheduled or Active. */
export function DisplayStatusBadge({ assessment }: DisplayStatusBadgeProps) {
  const status = assessmentDisplayStatus(assessment);
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant}>
      <Icon className="size-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}
