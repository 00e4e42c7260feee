import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Profile } from '@somo/contract/profile';
import { formatDate } from '../../../lib/format';

/** Each zone by a name people know, with its id (what other software shows) in brackets. */
export const TIMEZONE_LABELS: Record<Profile['timezone'], MessageDescriptor> = {
  UTC: msg`UTC (Coordinated Universal Time)`,
  'America/New_York': msg`Eastern Time (America/New_York)`,
  'America/Chicago': msg`Central Time (America/Chicago)`,
  'America/Denver': msg`Mountain Time (America/Denver)`,
  'America/Los_Angeles': msg`Pacific Time (America/Los_Angeles)`,
  'Africa/Kampala': msg`East Africa Time (Africa/Kampala)`,
  'Africa/Nairobi': msg`East Africa Time (Africa/Nairobi)`,
  'Africa/Dar_es_Salaam': msg`East Africa Time (Africa/Dar_es_Salaam)`,
  'Africa/Kigali': msg`Central Africa Time (Africa/Kigali)`,
  'Africa/Lagos': msg`West Africa Time (Africa/Lagos)`,
  'Africa/Johannesburg': msg`South Africa Time (Africa/Johannesburg)`,
  'Europe/London': msg`UK Time (Europe/London)`,
  'Europe/Paris': msg`Central European Time (Europe/Paris)`,
};

export const VISIBILITY_LABELS: Record<
  Profile['profile_visibility'],
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  public: { label: msg`Public`, description: msg`Anyone on Somo can see your profile.` },
  students_only: { label: msg`Students only`, description: msg`Only students can see your profile.` },
  private: { label: msg`Private`, description: msg`Only you can see your profile.` },
};

/** 'April 9, 2001'; '' when there is no date. */
export function formatProfileDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  // A bare date (YYYY-MM-DD, read as midnight UTC) is a calendar day, not a moment: noon UTC is that same day in
  // every profile time zone.
  if (value.length === 10) date.setUTCHours(12);
  return formatDate(date, 'long');
}
