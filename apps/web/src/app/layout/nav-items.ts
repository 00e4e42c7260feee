import type { Role } from '@somo/contract/auth';
import {
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
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
};

/** The spec's sidebar items per role, in the spec's order. */
export const ROLE_NAV: Record<Role, readonly NavItem[]> = {
  student: [
    { label: 'Dashboard', to: paths.student.dashboard(), icon: LayoutDashboard, end: true },
    { label: 'Notifications', to: paths.notifications(), icon: Bell },
    { label: 'AI Tutoring', to: paths.aiTutoring(), icon: Sparkles },
    { label: 'Course Forums', to: paths.student.forums(), icon: MessagesSquare },
    { label: 'Exams', to: paths.exams(), icon: ClipboardCheck },
    { label: 'Messages', to: paths.messages(), icon: Mail },
    { label: 'Profile', to: paths.student.profile(), icon: UserRound },
  ],
  instructor: [
    { label: 'Dashboard', to: paths.instructor.dashboard(), icon: LayoutDashboard, end: true },
    { label: 'Notifications', to: paths.notifications(), icon: Bell },
    { label: 'Create Course', to: paths.instructor.createCourse(), icon: SquarePlus },
    { label: 'Course Forums', to: paths.instructor.forums(), icon: MessagesSquare },
    { label: 'Messages', to: paths.messages(), icon: Mail },
    { label: 'Profile', to: paths.instructor.profile(), icon: UserRound },
  ],
  admin: [
    { label: 'Dashboard', to: paths.admin.dashboard(), icon: LayoutDashboard, end: true },
    { label: 'Notifications', to: paths.notifications(), icon: Bell },
    { label: 'Requests', to: paths.admin.requests(), icon: UserCheck },
    { label: 'Users', to: paths.admin.users(), icon: Users },
    { label: 'Courses', to: paths.admin.courses(), icon: BookOpen },
    { label: 'Payments', to: paths.admin.payments(), icon: CreditCard },
    { label: 'Settings', to: paths.admin.settings(), icon: Settings },
    { label: 'Profile', to: paths.admin.profile(), icon: UserRound },
  ],
};
