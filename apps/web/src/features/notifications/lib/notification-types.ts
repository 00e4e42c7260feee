import {
  BookOpen,
  GraduationCap,
  Info,
  Mail,
  Megaphone,
  MessageCircle,
  MessagesSquare,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { NotificationType } from '@somo/contract/notifications';

/** How each notification type is named on the filter chips and drawn in the lists. */
export const NOTIFICATION_TYPE_INFO: Record<NotificationType, { label: string; icon: LucideIcon }> = {
  forum_thread: { label: 'Forum', icon: MessagesSquare },
  course_message: { label: 'Course messages', icon: Mail },
  message: { label: 'Messages', icon: MessageCircle },
  announcement: { label: 'Announcements', icon: Megaphone },
  admin_request: { label: 'Admin requests', icon: UserCheck },
  enrollment: { label: 'Enrollments', icon: GraduationCap },
  course_update: { label: 'Course updates', icon: BookOpen },
  system: { label: 'System', icon: Info },
};

/** The spec's order of notification types (spec 01 §9). */
export const NOTIFICATION_TYPE_ORDER = Object.keys(NOTIFICATION_TYPE_INFO) as NotificationType[];

export function typeInfo(type: string) {
  return NOTIFICATION_TYPE_INFO[type as NotificationType] ?? NOTIFICATION_TYPE_INFO.system;
}
