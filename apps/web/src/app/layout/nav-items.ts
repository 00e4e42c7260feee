import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@somo/contract/auth';
import {
  Award,
  Bell,
  BookOpen,
  ClipboardCheck,
  CreditCard,
  LayoutDashboard,
  Mail,
  MessagesSquare,
  Settings,
  Sparkles,
  SquarePlus,
  UserCheck,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../lib/paths';

export type NavItem = {
  /** Read in the interface language when drawn. */
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
};

/** The spec's sidebar items per role, in the spec's order. */
export const ROLE_NAV: Record<Role, readonly NavItem[]> = {
  student: [
    { label: msg`Dashboard`, to: paths.student.dashboard(), icon: LayoutDashboard, end: true },
    { label: msg`Notifications`, to: paths.notifications(), icon: Bell },
    { label: msg`AI Tutoring`, to: paths.aiTutoring(), icon: Sparkles },
    { label: msg`Course Forums`, to: paths.student.forums(), icon: MessagesSquare },
    { label: msg`Exams`, to: paths.exams(), icon: ClipboardCheck },
    { label: msg`Certificates`, to: paths.student.certificates(), icon: Award },
    { label: msg`Messages`, to: paths.messages(), icon: Mail },
    { label: msg`Profile`, to: paths.student.profile(), icon: UserRound },
  ],
  instructor: [
    { label: msg`Dashboard`, to: paths.instructor.dashboard(), icon: LayoutDashboard, end: true },
    { label: msg`Notifications`, to: paths.notifications(), icon: Bell },
    { label: msg`Create Course`, to: paths.instructor.createCourse(), icon: SquarePlus },
    { label: msg`Course Forums`, to: paths.instructor.forums(), icon: MessagesSquare },
    { label: msg`Messages`, to: paths.messages(), icon: Mail },
    { label: msg`Profile`, to: paths.instructor.profile(), icon: UserRound },
  ],
  admin: [
    { label: msg`Dashboard`, to: paths.admin.dashboard(), icon: LayoutDashboard, end: true },
    { label: msg`Notifications`, to: paths.notifications(), icon: Bell },
    { label: msg`Requests`, to: paths.admin.requests(), icon: UserCheck },
    { label: msg`Users`, to: paths.admin.users(), icon: Users },
    { label: msg`Courses`, to: paths.admin.courses(), icon: BookOpen },
    { label: msg`Payments`, to: paths.admin.payments(), icon: CreditCard },
    { label: msg`Certificates`, to: paths.admin.certificates(), icon: Award },
    { label: msg`Settings`, to: paths.admin.settings(), icon: Settings },
    { label: msg`Profile`, to: paths.admin.profile(), icon: UserRound },
  ],
};

/** Names the role's menu for screen readers, e.g. 'Admin navigation'. */
export const ROLE_NAV_LABELS: Record<Role, MessageDescriptor> = {
  student: msg`Student navigation`,
  instructor: msg`Instructor navigation`,
  admin: msg`Admin navigation`,
};

/** The role menu's heading, e.g. 'Student menu'. */
export const ROLE_MENU_TITLES: Record<Role, MessageDescriptor> = {
  student: msg`Student menu`,
  instructor: msg`Instructor menu`,
  admin: msg`Admin menu`,
};
