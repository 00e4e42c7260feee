import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { LIMITS } from './limits';
import { text } from './text';

export const ROLES = ['student', 'instructor', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** The languages of the interface and of the e-mails; the profile offers them (profile.ts). */
export const PROFILE_LANGUAGES = ['en', 'es', 'fr', 'sw'] as const;
export const Language = z.enum(PROFILE_LANGUAGES, { error: 'Language must be one of en, es, fr, sw' });
export type Language = z.infer<typeof Language>;

/** The spec's five time zones, then those of the markets Somo serves. */
export const PROFILE_TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Africa/Kampala',
  'Africa/Nairobi',
  'Africa/Dar_es_Salaam',
  'Africa/Kigali',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Europe/London',
  'Europe/Paris',
] as const;
export const TimeZone = z.enum(PROFILE_TIMEZONES, { error: 'Choose one of the listed time zones' });
export type TimeZone = z.infer<typeof TimeZone>;

const requiredText = (label: string, max: number) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalName = (label: string) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(LIMITS.name, { error: `${label} must be at most ${LIMITS.name} characters` })
    .optional()
    .default('');

export const USERNAME_PATTERN = /^[\w.@+-]+$/;

export const Username = requiredText('Username', LIMITS.username).regex(USERNAME_PATTERN, {
  error: 'Username may contain only letters, numbers and @/./+/-/_ characters.',
});

export const Email = text({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` })
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const Password = text({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(LIMITS.passwordMin, { error: 'Password must be at least 6 characters long' })
  .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters long` });

const PasswordConfirm = text({ error: 'Please confirm your password' })
  .min(1, { error: 'Please confirm your password' })
  .max(LIMITS.passwordMax, { error: 'Passwords do not match' });

/** Said by the server (it holds the list) for any of the most common passwords, on every form that sets one. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common.';

export const RegisterBody = z
  .object({
    username: Username,
    email: Email,
    password: Password,
    password_confirm: PasswordConfirm,
    role: z.enum(ROLES, { error: 'Choose a role: student, instructor or admin' }).default('student'),
    first_name: optionalName('First name'),
    last_name: optionalName('Last name'),
    /** The language the person registered in; their e-mails and the app start in it. */
    language_preference: Language.default('en'),
  })
  .refine((body) => body.password === body.password_confirm, {
    error: 'Passwords do not match',
    path: ['password_confirm'],
  });
export type RegisterBody = z.input<typeof RegisterBody>;

export const RegisterResponse = z.object({
  message: z.string(),
  user: z.object({ username: z.string() }),
  pending_approval: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const LoginBody = z.object({
  username: requiredText('Username or email', LIMITS.email),
  password: text({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.passwordMax, { error: 'Invalid username or password' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: Role,
  language_preference: Language,
  timezone: TimeZone,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const TokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const LoginResponse = z.object({ user: SessionUser, tokens: TokenPair });
export type LoginResponse = z.infer<typeof LoginResponse>;

const RefreshToken = text({ error: 'Refresh token is required' })
  .min(1, { error: 'Refresh token is required' })
  .max(512, { error: 'Invalid refresh token' });

export const RefreshBody = z.object({ refresh: RefreshToken });
export type RefreshBody = z.infer<typeof RefreshBody>;

/**
 * Refresh rotates: the old refresh token is spent and a new one comes back with the access token, with the user
 * as they are now (a language changed on another device reaches this one at its next refresh).
 */
export const RefreshResponse = TokenPair.extend({ user: SessionUser });
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const LogoutBody = z.object({ refresh: RefreshToken });
export type LogoutBody = z.infer<typeof LogoutBody>;

export const AuthProfile = SessionUser.extend({
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type AuthProfile = z.infer<typeof AuthProfile>;

export const DemoInfo = z.object({
  enabled: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(z.object({ role: Role, username: z.string() })),
});
export type DemoInfo = z.infer<typeof DemoInfo>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z
  .object({
    token: text({ error: 'This password reset link is incomplete.' })
      .min(1, { error: 'This password reset link is incomplete.' })
      .max(256, { error: 'This password reset link is not valid.' }),
    password: Password,
    password_confirm: PasswordConfirm,
  })
  .refine((body) => body.password === body.password_confirm, {
    error: 'Passwords do not match',
    path: ['password_confirm'],
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = z
  .object({
    current_password: text({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(LIMITS.passwordMax, { error: 'Your current password is incorrect.' }),
    password: Password,
    password_confirm: PasswordConfirm,
  })
  .refine((body) => body.password === body.password_confirm, {
    error: 'Passwords do not match',
    path: ['password_confirm'],
  })
  .refine((body) => body.password !== body.current_password, {
    error: 'Choose a new password that differs from your current one.',
    path: ['password'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const authEndpoints = describeEndpoints({
  'POST /auth/login/': {
    summary: 'Signs in with a username or email and a password; answers the user and a pair of tokens.',
    tag: 'Authentication',
    auth: 'none',
    body: LoginBody,
    response: LoginResponse,
    errors: ['invalid_credentials', 'account_inactive', 'admin_request_pending', 'admin_request_rejected'],
  },
  'POST /auth/register/': {
    summary: 'Creates a student or instructor account, or files a request for an administrator account.',
    tag: 'Authentication',
    auth: 'none',
    body: RegisterBody,
    status: 201,
    response: RegisterResponse,
    errors: ['registration_closed', 'username_taken', 'email_taken'],
  },
  'POST /auth/token/refresh/': {
    summary: 'Spends a refresh token for a new access token and a new refresh token.',
    tag: 'Authentication',
    auth: 'none',
    body: RefreshBody,
    response: RefreshResponse,
    errors: ['invalid_token', 'refresh_token_reused'],
  },
  'POST /auth/logout/': {
    summary: 'Ends the session of the refresh token, and of the access token when one is sent.',
    tag: 'Authentication',
    auth: 'none',
    body: LogoutBody,
    response: MessageResponse,
    errors: [],
  },
  'GET /auth/profile/': {
    summary: 'The signed-in user.',
    tag: 'Authentication',
    auth: 'required',
    response: AuthProfile,
    errors: ['invalid_token'],
  },
  'POST /auth/password/forgot/': {
    summary:
      'Sends a password reset link to the address, if an active account has it; the answer is the same.',
    tag: 'Authentication',
    auth: 'none',
    body: ForgotPasswordBody,
    response: MessageResponse,
    errors: [],
  },
  'POST /auth/password/reset/': {
    summary: 'Sets a new password with a reset link, spends the link and ends every session of the account.',
    tag: 'Authentication',
    auth: 'none',
    body: ResetPasswordBody,
    response: MessageResponse,
    errors: [],
  },
  'POST /auth/password/change/': {
    summary: "Changes the signed-in user's password; every other session of the account ends.",
    tag: 'Authentication',
    auth: 'required',
    body: ChangePasswordBody,
    response: MessageResponse,
    errors: ['invalid_token'],
  },
  'GET /auth/demo/': {
    summary: 'Whether this installation runs as a demo, with the demo accounts to sign in with.',
    tag: 'Authentication',
    auth: 'none',
    response: DemoInfo,
    errors: [],
  },
});
