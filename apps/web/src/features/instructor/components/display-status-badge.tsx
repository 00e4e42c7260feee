import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, CircleCheck, CircleOff, Lock } from 'lucide-react';
import { assessmentDisplayStatus } from '@somo/contract/assessments';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';

// In context: other screens say 'Active' of people, which other languages word differently.
const looks = {
  Active: { variant: 'success', Icon: CircleCheck, label: msg({ message: 'Active', context: 'assessment' }) },
  Scheduled: {
    variant: 'brand',
    Icon: CalendarClock,
    label: msg({ message: 'Scheduled', context: 'assessment' }),
  },
  Closed: { variant: 'warning', Icon: Lock, label: msg({ message: 'Closed', context: 'assessment' }) },
  Inactive: {
    variant: 'neutral',
    Icon: CircleOff,
    label: msg({ message: 'Inactive', context: 'assessment' }),
  },
} satisfies Record<
  ReturnType<typeof assessmentDisplayStatus>,
  { variant: BadgeVariant; Icon: typeof Lock; label: MessageDescriptor }
>;

type DisplayStatusBadgeProps = {
  assessment: { is_active: boolean; start_date: string | null; due_date: string | null };
};

/** Spec 02 §4: Inactive, Closed, Scheduled or Active. */
export function DisplayStatusBadge({ assessment }: DisplayStatusBadgeProps) {
  const { i18n } = useLingui();
  const { variant, Icon, label } = looks[assessmentDisplayStatus(assessment)];
  return (
    <Badge variant={variant}>
      <Icon className="size-3.5" aria-hidden="true" />
      {i18n._(label)}
    </Badge>
  );
}
