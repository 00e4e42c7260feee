import type { Profile, ProfileUpdate } from '@somo/contract/profile';

/** The profile as the form holds it: text inputs hold strings, switches booleans. */
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  bio: string;
  phone_number: string;
  location: string;
  date_of_birth: string;
  job_title: string;
  company: string;
  experience_years: string;
  /** Edited as one comma-separated line (spec 01 §3). */
  specializations: string;
  website_url: string;
  github_url: string;
  facebook_url: string;
  twitter_url: string;
  linkedin_url: string;
  email_notifications: boolean;
  browser_notifications: boolean;
  marketing_emails: boolean;
  language_preference: Profile['language_preference'];
  timezone: Profile['timezone'];
  profile_visibility: Profile['profile_visibility'];
  show_email: boolean;
  show_phone: boolean;
};

export type ProfileField = keyof ProfileFormValues;

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    email: profile.email,
    bio: profile.bio,
    phone_number: profile.phone_number,
    location: profile.location,
    // The date part only, whatever the server sends.
    date_of_birth: profile.date_of_birth?.slice(0, 10) ?? '',
    job_title: profile.job_title,
    company: profile.company,
    experience_years: profile.experience_years === null ? '' : String(profile.experience_years),
    specializations: profile.specializations.join(', '),
    website_url: profile.website_url,
    github_url: profile.github_url,
    facebook_url: profile.facebook_url,
    twitter_url: profile.twitter_url,
    linkedin_url: profile.linkedin_url,
    email_notifications: profile.email_notifications,
    browser_notifications: profile.browser_notifications,
    marketing_emails: profile.marketing_emails,
    language_preference: profile.language_preference,
    timezone: profile.timezone,
    profile_visibility: profile.profile_visibility,
    show_email: profile.show_email,
    show_phone: profile.show_phone,
  };
}

/** 'Teaching, Data analysis,, ' → ['Teaching', 'Data analysis']. */
export function parseSpecializations(line: string): string[] {
  return line
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Every field, as the spec's update call sends them (01 §7). */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  const years = values.experience_years.trim();
  return {
    ...values,
    date_of_birth: values.date_of_birth || null,
    experience_years: years === '' ? null : Number(years),
    specializations: parseSpecializations(values.specializations),
  };
}

/** Which tab shows a field, so an error there can be brought into view. */
export function tabOfField(field: ProfileField): 'information' | 'settings' | 'privacy' {
  switch (field) {
    case 'email_notifications':
    case 'browser_notifications':
    case 'marketing_emails':
    case 'language_preference':
    case 'timezone':
      return 'settings';
    case 'profile_visibility':
    case 'show_email':
    case 'show_phone':
      return 'privacy';
    default:
      return 'information';
  }
}
