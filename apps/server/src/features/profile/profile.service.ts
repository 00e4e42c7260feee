import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Profile } from '@somo/contract/profile';
import type { z } from 'zod';
import type { ProfileUpdate as ProfileUpdateSchema } from '@somo/contract/profile';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Actor } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { assertRoleUnchanged } from './profile.policy';

type User = typeof users.$inferSelect;
type ParsedUpdate = z.output<typeof ProfileUpdateSchema>;

function toProfile(user: User): Profile {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    role: user.role,
    bio: user.bio,
    phone_number: user.phoneNumber,
    location: user.location,
    date_of_birth: user.dateOfBirth,
    job_title: user.jobTitle,
    company: user.company,
    experience_years: user.experienceYears,
    specializations: user.specializations,
    website_url: user.websiteUrl,
    github_url: user.githubUrl,
    facebook_url: user.facebookUrl,
    twitter_url: user.twitterUrl,
    linkedin_url: user.linkedinUrl,
    email_notifications: user.emailNotifications,
    browser_notifications: user.browserNotifications,
    marketing_emails: user.marketingEmails,
    language_preference: user.languagePreference,
    timezone: user.timezone,
    profile_visibility: user.profileVisibility as Profile['profile_visibility'],
    show_email: user.showEmail,
    show_phone: user.showPhone,
    date_joined: user.dateJoined.toISOString(),
  };
}

async function findUser(db: Db, id: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? notFound('User not found.');
}

type ProfileInput = { db: Db; actor: Actor };

export async function getProfile({ db, actor }: ProfileInput): Promise<Profile> {
  return toProfile(await findUser(db, actor.id));
}

async function assertIdentityFree(db: Db, userId: number, update: ParsedUpdate) {
  const checks = [
    update.username ? sql`lower(${users.username}) = lower(${update.username})` : undefined,
    update.email ? sql`lower(${users.email}) = lower(${update.email})` : undefined,
  ].filter((check) => check !== undefined);
  if (checks.length === 0) return;
  const clashes = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(ne(users.id, userId), or(...checks)));
  const fields: Record<string, string> = {};
  if (update.username && clashes.some((u) => u.username.toLowerCase() === update.username?.toLowerCase())) {
    fields.username = 'A user with that username already exists.';
  }
  if (update.email && clashes.some((u) => u.email.toLowerCase() === update.email?.toLowerCase())) {
    fields.email = 'A user with that email already exists.';
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('conflict', first, fields);
}

/** Changes the actor's own profile: only the fields sent. */
export async function updateProfile({
  db,
  actor,
  update,
}: ProfileInput & { update: ParsedUpdate }): Promise<Profile> {
  const current = await findUser(db, actor.id);
  assertRoleUnchanged({ current: current.role, requested: update.role });
  await assertIdentityFree(db, actor.id, update);
  const changes = {
    firstName: update.first_name,
    lastName: update.last_name,
    username: update.username,
    email: update.email,
    bio: update.bio,
    phoneNumber: update.phone_number,
    location: update.location,
    dateOfBirth: update.date_of_birth,
    jobTitle: update.job_title,
    company: update.company,
    experienceYears: update.experience_years,
    specializations: update.specializations,
    websiteUrl: update.website_url,
    githubUrl: update.github_url,
    facebookUrl: update.facebook_url,
    twitterUrl: update.twitter_url,
    linkedinUrl: update.linkedin_url,
    emailNotifications: update.email_notifications,
    browserNotifications: update.browser_notifications,
    marketingEmails: update.marketing_emails,
    languagePreference: update.language_preference,
    timezone: update.timezone,
    profileVisibility: update.profile_visibility,
    showEmail: update.show_email,
    showPhone: update.show_phone,
  };
  // Only the (unchanged) role sent: there is nothing to write, and an UPDATE without columns is an error.
  if (Object.values(changes).every((value) => value === undefined)) return toProfile(current);
  const [updated] = await db.update(users).set(changes).where(eq(users.id, actor.id)).returning();
  return toProfile(updated ?? current);
}
