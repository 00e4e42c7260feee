import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Language, TimeZone } from '@somo/contract/auth';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    role: text('role', { enum: ['student', 'instructor', 'admin'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** Bumped on role change and deactivation so that live access tokens die at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    bio: text('bio').notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull().default(''),
    location: varchar('location', { length: 150 }).notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    jobTitle: varchar('job_title', { length: 150 }).notNull().default(''),
    company: varchar('company', { length: 150 }).notNull().default(''),
    experienceYears: integer('experience_years'),
    specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
    websiteUrl: varchar('website_url', { length: 500 }).notNull().default(''),
    githubUrl: varchar('github_url', { length: 500 }).notNull().default(''),
    facebookUrl: varchar('facebook_url', { length: 500 }).notNull().default(''),
    twitterUrl: varchar('twitter_url', { length: 500 }).notNull().default(''),
    linkedinUrl: varchar('linkedin_url', { length: 500 }).notNull().default(''),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    browserNotifications: boolean('browser_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    // Only the contract's lists are written (registration and profile validate them).
    languagePreference: varchar('language_preference', { length: 8 })
      .$type<Language>()
      .notNull()
      .default('en'),
    timezone: varchar('timezone', { length: 64 }).$type<TimeZone>().notNull().default('UTC'),
    profileVisibility: varchar('profile_visibility', { length: 16 }).notNull().default('public'),
    showEmail: boolean('show_email').notNull().default(false),
    showPhone: boolean('show_phone').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The admin users search (migration 0020): one line of text never spans the line breaks between fields.
    index('users_search_trgm_idx').using('gin', sql`(${userSearchText(t)}) gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('student', 'instructor', 'admin')`),
  ],
);

/** Username, e-mail, first and last name, one per line: what the admin users search looks through. */
export function userSearchText(t: {
  username: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}): SQL {
  return sql`${t.username} || E'\\n' || ${t.email} || E'\\n' || ${t.firstName} || E'\\n' || ${t.lastName}`;
}

/**
 * How many users there are of each role and status, kept exact by triggers on `users` (migration 0020) so the
 * admin users page never counts every user to say 'Showing X of Y users'.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: text('role', { enum: ['student', 'instructor', 'admin'] }).notNull(),
    isActive: boolean('is_active').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
    // Every session check loads the user's recently ended sessions (lib/auth.ts).
    index('refresh_tokens_revoked_idx')
      .on(t.userId, t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
  ],
);

/**
 * Single-use links to choose a new password. Only the SHA-256 of the token is kept, so a copy of the database
 * cannot be used to take over an account; a link is spent by setting `used_at`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const adminRequests = pgTable(
  'admin_requests',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    /** Kept so that approval creates the account with the password the applicant chose. */
    passwordHash: text('password_hash').notNull(),
    /** The language the applicant registered in: the decision is e-mailed in it, and the account keeps it. */
    languagePreference: varchar('language_preference', { length: 8 })
      .$type<Language>()
      .notNull()
      .default('en'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('admin_requests_status_idx').on(t.status, t.requestedAt),
    index('admin_requests_decided_by_idx').on(t.decidedBy),
    uniqueIndex('admin_requests_pending_username_idx')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('admin_requests_pending_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);
