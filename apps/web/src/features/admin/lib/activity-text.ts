import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityItem, ActivityText } from '@somo/contract/admin';

/**
 * The Recent Activity sentences by the key the server sends with each (its English is in the server's
 * admin-dashboard.service.ts). Roles are chosen inside the sentence, so each language words them its way.
 */
const SENTENCES: Record<ActivityText['key'], MessageDescriptor> = {
  signup: msg({
    message:
      '{name} joined as {role, select, student {student} instructor {instructor} admin {admin} other {{role}}}',
  }),
  enrollment: msg({ message: '{name} enrolled in {course}' }),
  course_published: msg({ message: 'Course published: {course}' }),
  'user.role_changed': msg({
    message:
      "{actor} changed {target}'s role to {role, select, student {student} instructor {instructor} admin {admin} other {{role}}}",
  }),
  'user.activated': msg({ message: '{actor} activated {target}' }),
  'user.deactivated': msg({ message: '{actor} deactivated {target}' }),
  'user.deleted': msg({ message: '{actor} deleted the account {target}' }),
  'course.price_changed': msg({ message: '{actor} changed the price of {target}' }),
  'admin_request.approved': msg({ message: "{actor} approved {target}'s admin request" }),
  'admin_request.rejected': msg({ message: "{actor} rejected {target}'s admin request" }),
  'payment.refunded': msg({ message: '{actor} refunded a payment for {target}' }),
  'settings.updated': msg({ message: '{actor} updated the platform settings' }),
};

/** The item's sentence in the interface language; the server's English when it sent no key. */
export function activitySentence(item: ActivityItem, i18n: I18n): string {
  const sentence = item.text ? SENTENCES[item.text.key] : undefined;
  if (!item.text || !sentence) return item.message;
  const worded: MessageDescriptor = { ...sentence, values: item.text.values };
  return i18n._(worded);
}
