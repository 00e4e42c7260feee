import { z } from 'zod';
import type { PaymentProviderName } from '@somo/contract/payments';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'], {
    error: 'must be one of 1, 0, true, false, on, off, yes, no',
  })
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

const Env = z
  .object({
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
    DEMO: flag.optional(),
    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(6, { error: 'must be at least 6 characters long' }).optional(),
    RATE_LIMITS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    LOGIN_MAX_FAILURES: positiveInt.default(10),
    // A whole school may sign in from one public address, so this is far above the per-account limit.
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(100),
    REGISTER_MAX_PER_MINUTE: positiveInt.default(30),
    REFRESH_MAX_PER_MINUTE: positiveInt.default(600),
    // Password reset requests and uses from one address; a school shares one, so this is generous.
    PASSWORD_RESET_MAX_PER_MINUTE: positiveInt.default(30),
    // Reset e-mails to one mailbox: enough for a lost message or two, too few to flood anyone's inbox.
    PASSWORD_RESET_MAX_PER_HOUR_PER_EMAIL: positiveInt.default(5),
    // Change-password attempts per user: a stolen session must not become a way to guess the password.
    PASSWORD_CHANGE_MAX_PER_MINUTE: positiveInt.default(10),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    AI_BASE_URL: z.url({ error: 'must be a URL' }).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: positiveInt.default(30_000),
    AI_MAX_PER_MINUTE: positiveInt.default(20),
    UPLOAD_MAX_PER_MINUTE: positiveInt.default(30),
    POST_MAX_PER_MINUTE: positiveInt.default(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Somo <no-reply@somo.local>'),
    PUBLIC_URL: z.url({ error: 'must be a URL' }).optional(),
    // 'off' switches payments off even with demo data; unset means the test provider with demo data, else off.
    PAYMENTS_PROVIDER: z
      .enum(['flutterwave', 'test', 'off'], { error: 'must be flutterwave, test or off' })
      .optional(),
    FLW_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.flutterwave.com'),
    FLW_SECRET_KEY: z.string().min(1).optional(),
    FLW_WEBHOOK_HASH: z.string().min(1).optional(),
    FLW_TIMEOUT_MS: positiveInt.default(15_000),
    // How often pending payments whose webhook has not come are checked with the provider.
    PAYMENTS_CHECK_INTERVAL_SECONDS: positiveInt.default(60),
    // Checkouts per student: enough for retries, too few to pile up pending payments.
    CHECKOUT_MAX_PER_MINUTE: positiveInt.default(10),
    NODE_ENV: z.string().optional(),
    // Each process sends queued webhook deliveries unless told not to (e.g. processes that only serve requests).
    WEBHOOK_WORKER: flag.default(true),
    WEBHOOK_POLL_INTERVAL_SECONDS: positiveInt.default(5),
    // Plain http to localhost receivers; unset means allowed everywhere but in production.
    WEBHOOK_ALLOW_LOCAL_HTTP: flag.optional(),
  })
  .refine(
    (env) => {
      const given = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD].filter(Boolean).length;
      return given === 0 || given === 3;
    },
    {
      error: 'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      path: ['ADMIN_USERNAME'],
    },
  )
  .refine(
    (env) => {
      const given = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY, env.S3_SECRET_KEY].filter(
        Boolean,
      ).length;
      return given === 0 || given === 4;
    },
    {
      error: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together',
      path: ['S3_ENDPOINT'],
    },
  )
  .refine((env) => !env.AI_BASE_URL === !env.AI_MODEL, {
    error: 'AI_BASE_URL and AI_MODEL must be set together',
    path: ['AI_BASE_URL'],
  })
  .refine((env) => env.PAYMENTS_PROVIDER !== 'flutterwave' || (env.FLW_SECRET_KEY && env.FLW_WEBHOOK_HASH), {
    error: 'PAYMENTS_PROVIDER=flutterwave needs FLW_SECRET_KEY and FLW_WEBHOOK_HASH',
    path: ['PAYMENTS_PROVIDER'],
  });

export type RateLimitRule = { max: number; windowMs: number };

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
};

export type AiConfig = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export type FlutterwaveConfig = {
  baseUrl: string;
  secretKey: string;
  /** The secret hash set in the Flutterwave dashboard; webhooks carry it in their verif-hash header. */
  webhookHash: string | undefined;
  timeoutMs: number;
};

export type PaymentsConfig = {
  /** Where new checkouts go; undefined when payments are switched off. */
  provider: PaymentProviderName | undefined;
  /** Set whenever FLW_SECRET_KEY is, so earlier Flutterwave payments can still be refunded after a switch. */
  flutterwave: FlutterwaveConfig | undefined;
  statusCheckIntervalMs: number;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  demo: boolean;
  bootstrapAdmin: { username: string; email: string; password: string } | undefined;
  rateLimits: {
    enabled: boolean;
    loginFailures: RateLimitRule;
    loginFailuresPerAddress: RateLimitRule;
    register: RateLimitRule;
    refresh: RateLimitRule;
    /** Forgot-password requests and reset-link uses, per client address. */
    passwordReset: RateLimitRule;
    /** Reset e-mails per mailbox, whether or not an account has that address. */
    passwordResetPerEmail: RateLimitRule;
    /** Change-password attempts per user. */
    passwordChange: RateLimitRule;
    ai: RateLimitRule;
    upload: RateLimitRule;
    /** Messages, forum threads and posts, and announcements, per user and kind. */
    post: RateLimitRule;
    /** Checkouts of paid courses, per student. */
    checkout: RateLimitRule;
  };
  trustProxy: boolean;
  logLevel: string;
  webDist: string | undefined;
  /** What is kept in memory until the database signals a change (docs/decisions/0006 and 0007). */
  caches: { catalogue: boolean; sessions: boolean; notifications: boolean; viewers: boolean };
  s3: S3Config | undefined;
  ai: AiConfig | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Where people open the app (links in e-mails, canonical URLs); otherwise taken from each request's host. */
  publicUrl: string | undefined;
  payments: PaymentsConfig;
  webhooks: WebhooksConfig;
};

export type WebhooksConfig = {
  /** Whether this process runs a delivery worker. */
  worker: boolean;
  pollIntervalMs: number;
  /**
   * http:// receivers on localhost are accepted (development); otherwise https only, and no private addresses,
   * neither in the URL when it is saved nor among those its host resolves to when a delivery is sent.
   */
  allowLocalHttp: boolean;
};

export class ConfigError extends Error {}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = Env.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Demo data makes the embedded database useful at once; a real server only gets it when asked.
  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    demo,
    bootstrapAdmin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    rateLimits: {
      enabled: e.RATE_LIMITS === 'on',
      loginFailures: { max: e.LOGIN_MAX_FAILURES, windowMs: MINUTE },
      loginFailuresPerAddress: { max: e.LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: MINUTE },
      register: { max: e.REGISTER_MAX_PER_MINUTE, windowMs: MINUTE },
      refresh: { max: e.REFRESH_MAX_PER_MINUTE, windowMs: MINUTE },
      passwordReset: { max: e.PASSWORD_RESET_MAX_PER_MINUTE, windowMs: MINUTE },
      passwordResetPerEmail: { max: e.PASSWORD_RESET_MAX_PER_HOUR_PER_EMAIL, windowMs: HOUR },
      passwordChange: { max: e.PASSWORD_CHANGE_MAX_PER_MINUTE, windowMs: MINUTE },
      ai: { max: e.AI_MAX_PER_MINUTE, windowMs: MINUTE },
      upload: { max: e.UPLOAD_MAX_PER_MINUTE, windowMs: MINUTE },
      post: { max: e.POST_MAX_PER_MINUTE, windowMs: MINUTE },
      checkout: { max: e.CHECKOUT_MAX_PER_MINUTE, windowMs: MINUTE },
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    caches: {
      catalogue: e.CACHE === 'on',
      sessions: e.CACHE === 'on',
      notifications: e.CACHE === 'on',
      viewers: e.CACHE === 'on',
    },
    s3: s3Config(e),
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
        : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    payments: paymentsConfig(e, demo),
    webhooks: {
      worker: e.WEBHOOK_WORKER,
      pollIntervalMs: e.WEBHOOK_POLL_INTERVAL_SECONDS * 1000,
      allowLocalHttp: e.WEBHOOK_ALLOW_LOCAL_HTTP ?? e.NODE_ENV !== 'production',
    },
  };
}

function paymentsConfig(e: z.infer<typeof Env>, demo: boolean): PaymentsConfig {
  // The built-in test provider moves no money, so it is only the default where the data is made up too.
  const chosen = e.PAYMENTS_PROVIDER ?? (demo ? 'test' : 'off');
  return {
    provider: chosen === 'off' ? undefined : chosen,
    flutterwave: e.FLW_SECRET_KEY
      ? {
          baseUrl: e.FLW_BASE_URL.replace(/\/+$/, ''),
          secretKey: e.FLW_SECRET_KEY,
          webhookHash: e.FLW_WEBHOOK_HASH,
          timeoutMs: e.FLW_TIMEOUT_MS,
        }
      : undefined,
    statusCheckIntervalMs: e.PAYMENTS_CHECK_INTERVAL_SECONDS * 1000,
  };
}

function s3Config(e: z.infer<typeof Env>): S3Config | undefined {
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY || !e.S3_SECRET_KEY) return undefined;
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, '');
  return {
    endpoint,
    bucket: e.S3_BUCKET,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
    region: e.S3_REGION,
  };
}

/** An empty variable (`PORT=`) means "not set", as a shell user expects. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}
