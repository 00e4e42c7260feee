import type { Profile } from '@somo/contract/profile';

export const LANGUAGE_LABELS: Record<Profile['language_preference'], string> = {
  en: 'English',
  es: 'Español (Spanish)',
  fr: 'Français (French)',
};

export const TIMEZONE_LABELS: Record<Profile['timezone'], string> = {
  UTC: 'UTC (Coordinated Universal Time)',
  'America/New_York': 'Eastern Time (America/New_York)',
  'America/Chicago': 'Central Time (America/Chicago)',
  'America/Denver': 'Mountain Time (America/Denver)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
};

export const VISIBILITY_LABELS: Record<
  Profile['profile_visibility'],
  { label: string; description: string }
> = {
  public: { label: 'Public', description: 'Anyone on Somo can see your profile.' },
  students_only: { label: 'Students only', description: 'Only students can see your profile.' },
  private: { label: 'Private', description: 'Only you can see your profile.' },
};

export function formatDate(value: string | null): string {
  if (!value) return '';
  // A bare date (YYYY-MM-DD) is a calendar day, not a moment: read it in UTC so it never shifts a day.
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(value.length === 10 ? { timeZone: 'UTC' } : {}),
  });
}
