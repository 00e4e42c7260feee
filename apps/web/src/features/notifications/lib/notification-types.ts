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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationType } from '@somo/contract/notifications';

/** How each notification type is named on the filter chips and drawn in the lists. */
export const NOTIFICATION_TYPE_INFO: Record<
  NotificationType,
  { label: MessageDescriptor; icon: LucideIcon }
> = {
  forum_thread: { label: msg`Forum`, icon: MessagesSquare },
  course_message: { label: msg`Course messages`, icon: Mail },
  message: { label: msg`Messages`, icon: MessageCircle },
  announcement: { label: msg`Announcements`, icon: Megaphone },
  admin_request: { label: msg`Admin requests`, icon: UserCheck },
  enrollment: { label: msg`Enrollments`, icon: GraduationCap },
  course_update: { label: msg`Course updates`, icon: BookOpen },
  system: { label: msg`System`, icon: Info },
};

/** The spec's order of notification types (spec 01 §9). */
export const NOTIFICATION_TYPE_ORDER = Object.keys(NOTIFICATION_TYPE_INFO) as NotificationType[];

export function typeInfo(type: string) {
  return NOTIFICATION_TYPE_INFO[type as NotificationType] ?? NOTIFICATION_TYPE_INFO.system;
}
