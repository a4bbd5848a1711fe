import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /** Seals the credential issuer's keys (ADR 077); at least 32 characters. */
  CREDENTIAL_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for SQLite)')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  S3_URL: z
    .string()
    .regex(/^s3(\+http)?:\/\/[^:@/]+:[^@/]+@[^/]+\/[^/?]+/, 'must look like s3://KEY:SECRET@host/bucket (s3+http:// without TLS)')
    .optional(),
  MAIL_FROM: z.string().min(3).default('SkillLink <no-reply@skilllink.africa>'),
  SEED_DEMO: bool.default(false),
  DEV_MAILBOX: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  WEB_DIST: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('sl:'),
  /** Comma-separated addresses of the members who see the reports queue (ADR 063). */
  ADMIN_EMAILS: z.string().default(''),
  /** Sign in with Google / LinkedIn (ADR 064): a provider is offered only when all three are set. */
  OIDC_GOOGLE_ISSUER: z.url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_LINKEDIN_ISSUER: z.url().optional(),
  OIDC_LINKEDIN_CLIENT_ID: z.string().optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /**
   * Comma-separated origins of push services beyond the browsers' own (ADR 066): a self-hosted
   * one, or the local stub the browser tests use. http:// is accepted only when listed here.
   */
  /** The public site's texts (content/README.md); default: the repository's content/ folder. */
  CONTENT_DIR: z.string().optional(),
  /** A GeoIP database (.mmdb: MaxMind GeoLite2 City/Country, or ip-location-db) for places in Settings → Security. */
  GEOIP_DB: z.string().optional(),
  /** Where the Partners page's "Partner With Us" messages are mailed. */
  PARTNERS_EMAIL: z.email().default('partners@skilllink.africa'),
  WEB_PUSH_EXTRA_ORIGINS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())),
      'must be comma-separated origins like https://push.example.org',
    ),
});

/** One OpenID Connect provider's registration (Google and LinkedIn are two of the same). */
export type OidcClientConfig = Readonly<{ issuer: string; clientId: string; clientSecret: string }>;

function oidcClient(
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OidcClientConfig | undefined {
  return issuer && clientId && clientSecret ? Object.freeze({ issuer, clientId, clientSecret }) : undefined;
}

export type Config = Readonly<{
  port: number;
  host: string;
  publicUrl: string;
  /** CREDENTIAL_KEY; unset → a key kept in DATA_DIR (one machine only). */
  credentialKey: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Unset → uploads in DATA_DIR/uploads; s3://… → an S3-compatible bucket shared by every process. */
  s3Url: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  devMailbox: boolean;
  logLevel: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Multiplies every rate limit; only load tests raise it. */
  rateLimitFactor: number;
  /** Built web app to serve; undefined → the workspace's apps/web/dist. */
  webDist: string | undefined;
  /** Namespace for every Redis key, so deployments (or test files) can share one Redis. */
  redisPrefix: string;
  secureCookies: boolean;
  /** Verified members with one of these addresses are admins (the reports queue). */
  adminEmails: readonly string[];
  /** Configured sign-in providers; an absent one is neither shown nor started. */
  oidc: Readonly<{ google?: OidcClientConfig; linkedin?: OidcClientConfig }>;
  /** Push services allowed beyond the browsers' own (origins, e.g. http://127.0.0.1:4790). */
  webPushExtraOrigins: readonly string[];
  /** content/ to load at start; undefined → the repository's. */
  contentDir: string | undefined;
  /** Path of the GeoIP database; undefined → places are not shown. */
  geoipDb: string | undefined;
  /** The partnerships team's address (PARTNERS_EMAIL). */
  partnersEmail: string;
}>;

/** Parses the environment once; throws one error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, overrides: Partial<Record<string, string>> = {}): Config {
  const merged = { ...env, ...overrides };
  const cleaned = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    credentialKey: e.CREDENTIAL_KEY,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    s3Url: e.S3_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    devMailbox: e.DEV_MAILBOX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    webDist: e.WEB_DIST,
    redisPrefix: e.REDIS_PREFIX,
    secureCookies: publicUrl.startsWith('https://'),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    oidc: Object.freeze({
      google: oidcClient(e.OIDC_GOOGLE_ISSUER, e.OIDC_GOOGLE_CLIENT_ID, e.OIDC_GOOGLE_CLIENT_SECRET),
      linkedin: oidcClient(e.OIDC_LINKEDIN_ISSUER, e.OIDC_LINKEDIN_CLIENT_ID, e.OIDC_LINKEDIN_CLIENT_SECRET),
    }),
    geoipDb: e.GEOIP_DB,
    partnersEmail: e.PARTNERS_EMAIL,
    contentDir: e.CONTENT_DIR,
    webPushExtraOrigins: e.WEB_PUSH_EXTRA_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(o).origin),
  });
}

/** The one place the process environment is read (server start-up and CLI scripts). */
export function configFromProcessEnv(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig(process.env, overrides);
}

/**
 * The server's command line. A plain start adds no demo members (anyone could sign in as them
 * with the password the README prints); `--demo`, which only `npm start` passes, seeds them and
 * opens the development mailbox unless the environment says otherwise.
 */
export function configFromCommandLine(argv: readonly string[], env: Record<string, string | undefined> = process.env): Config {
  const demo = argv.includes('--demo');
  return loadConfig(env, demo ? { SEED_DEMO: env.SEED_DEMO || 'true', DEV_MAILBOX: env.DEV_MAILBOX || 'true' } : {});
}

/** Engines the test suite runs against (CI sets them to PostgreSQL, Redis and an S3 server). */
export function testEngines(): { databaseUrl: string | undefined; redisUrl: string | undefined; s3Url: string | undefined } {
  return {
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    s3Url: process.env.TEST_S3_URL || undefined,
  };
}

/** Tests that start real server processes: this process's environment plus what they set. */
export function childProcessEnv(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}
