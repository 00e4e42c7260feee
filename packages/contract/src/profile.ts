import { z } from 'zod';
import { Email, Language, PROFILE_LANGUAGES, PROFILE_TIMEZONES, Role, TimeZone, Username } from './auth';
import { describeEndpoints } from './endpoint';
import { LIMITS } from './limits';
import { longText, text } from './text';

// Defined beside the session user, which carries them too; the profile's options are the same lists.
export { PROFILE_LANGUAGES, PROFILE_TIMEZONES };
export const PROFILE_VISIBILITIES = ['public', 'students_only', 'private'] as const;

export const Profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  bio: z.string(),
  phone_number: z.string(),
  location: z.string(),
  date_of_birth: z.string().nullable(),
  job_title: z.string(),
  company: z.string(),
  experience_years: z.number().int().nullable(),
  specializations: z.array(z.string()),
  website_url: z.string(),
  github_url: z.string(),
  facebook_url: z.string(),
  twitter_url: z.string(),
  linkedin_url: z.string(),
  email_notifications: z.boolean(),
  browser_notifications: z.boolean(),
  marketing_emails: z.boolean(),
  language_preference: Language,
  timezone: TimeZone,
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  date_joined: z.string(),
});
export type Profile = z.infer<typeof Profile>;

const line = (label: string, max: number) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const webAddress = (label: string) =>
  line(label, 500).refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), {
    error: `${label} must be a web address starting with http:// or https://`,
  });

const toggle = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Every field is optional: the form sends all of them, other clients may send only what changed. */
export const ProfileUpdate = z
  .object({
    first_name: line('First name', LIMITS.name),
    last_name: line('Last name', LIMITS.name),
    username: Username,
    email: Email,
    role: Role,
    bio: longText({ error: 'Bio must be text' })
      .trim()
      .max(LIMITS.bio, { error: `Bio must be at most ${LIMITS.bio} characters` }),
    phone_number: line('Phone number', 32).refine(
      (value) => value === '' || /^\+?[\d\s().-]{5,}$/.test(value),
      {
        error: 'Enter a valid phone number',
      },
    ),
    location: line('Location', 150),
    date_of_birth: z
      .union([z.literal(''), z.null(), z.iso.date({ error: 'Date of birth must be a date (YYYY-MM-DD)' })])
      .transform((value) => value || null)
      .refine((value) => value === null || new Date(value) <= new Date(), {
        error: 'Date of birth cannot be in the future',
      }),
    job_title: line('Job title', 150),
    company: line('Company', 150),
    experience_years: z
      .union([
        z.literal(''),
        z.null(),
        z.coerce
          .number({ error: 'Experience must be a number of years' })
          .int({ error: 'Experience must be a whole number of years' })
          .min(0, { error: 'Experience cannot be negative' })
          .max(80, { error: 'Experience must be at most 80 years' }),
      ])
      .transform((value) => (value === '' ? null : value)),
    specializations: z
      .array(line('Specialization', 100), { error: 'Specializations must be a list' })
      .max(30, { error: 'At most 30 specializations' })
      .transform((list) => list.filter(Boolean)),
    website_url: webAddress('Website'),
    github_url: webAddress('GitHub'),
    facebook_url: webAddress('Facebook'),
    twitter_url: webAddress('Twitter'),
    linkedin_url: webAddress('LinkedIn'),
    email_notifications: toggle('Email notifications'),
    browser_notifications: toggle('Browser notifications'),
    marketing_emails: toggle('Marketing emails'),
    language_preference: Language,
    timezone: TimeZone,
    profile_visibility: z.enum(PROFILE_VISIBILITIES, {
      error: 'Profile visibility must be public, students_only or private',
    }),
    show_email: toggle('Show email'),
    show_phone: toggle('Show phone'),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'Send at least one field to change.' });
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

export const profileEndpoints = describeEndpoints({
  'GET /profile/': {
    summary: "The signed-in user's profile.",
    tag: 'Profile',
    auth: 'required',
    response: Profile,
    errors: ['not_found'],
  },
  'PUT /profile/update/': {
    summary: "Changes the fields sent of the signed-in user's profile; the role cannot be changed here.",
    tag: 'Profile',
    auth: 'required',
    body: ProfileUpdate,
    response: Profile,
    errors: ['forbidden', 'conflict', 'not_found'],
  },
});
