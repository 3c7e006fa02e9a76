import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ApiTier, DEFAULT_DAILY_QUOTAS } from '../domain/api-key-rules';
import { DEFAULT_PRO_PRICE_CENTS } from '../domain/pro-plan';
import { invalidNetworks } from './net/ip-address';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The public origin of the site, used in links and for the auth origin check. */
  APP_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app; `npm run build` writes it to ./dist/web. */
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** A PostgreSQL server; when absent the embedded PGlite database under DATA_DIR/db is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed the curated catalogue on first start (when the brands table is empty). */
  SEED_ON_START: booleanFlag.default(true),
  /** Run the analysis worker inside the server process. */
  WORKER_IN_PROCESS: booleanFlag.default(true),
  /** How long a worker holds a job without renewing it; a dead worker's job is taken up after it. */
  WORKER_LEASE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(60),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: commaList.default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Brand Atlas <no-reply@brandatlas.local>'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** Path-style addresses (endpoint/bucket/key); MinIO, s3rver and most S3-compatibles need them. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Longest wait for one object-store operation before uploads answer 503. */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * `disabled`: Pro is not sold, admins grant it. Without Stripe keys and without this, billing
   * runs in the local test mode, which production refuses.
   */
  BILLING_MODE: z.enum(['disabled']).optional(),
  PRO_PRICE_CENTS: z.coerce.number().int().min(0).default(DEFAULT_PRO_PRICE_CENTS),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Hosts the analyzer may fetch even if they resolve to private addresses (tests use 127.0.0.1). */
  ANALYZER_ALLOW_HOSTS: commaList.default([]),
  /**
   * The analyzer's browser: `auto` renders pages with Debian's Chromium when it is installed (else
   * the static reader alone, said in the analysis log), `off` never renders, or the path of a
   * Chromium executable.
   */
  ANALYZER_BROWSER: z
    .string()
    .trim()
    .refine((v) => v === 'auto' || v === 'off' || path.isAbsolute(v), 'must be auto, off or an absolute path')
    .default('auto'),
  /** Pages one worker process renders at once; more analyses wait for a page. */
  ANALYZER_RENDER_PAGES: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * Whether the analyzer takes a brand's official colour from the simple-icons registry bundled
   * with it (the brand's own site is still read); `false` reads the page alone, as for a brand the
   * registry does not hold.
   */
  ANALYZER_COLOR_REGISTRY: booleanFlag.default(true),
  /**
   * Addresses or networks of our own reverse proxies: only their X-Forwarded-For names the client
   * (per-client limits, the session's address). Empty: the connection's peer is the client.
   */
  TRUSTED_PROXIES: commaList.default([]),
  /** Requests per API key per UTC day, for accounts without and with Pro. */
  API_DAILY_QUOTA_FREE: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_DAILY_QUOTAS.free),
  API_DAILY_QUOTA_PRO: z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_DAILY_QUOTAS.pro),
  /** Public catalogue reads answered from memory (http/public-read-cache.ts); off by default in tests. */
  CATALOGUE_RESPONSE_CACHE: booleanFlag.optional(),
  /** Seconds a CDN may keep a public catalogue answer (s-maxage), and serve it stale while it asks again. */
  CATALOGUE_CDN_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(10),
  CATALOGUE_CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  appUrl: string;
  /**
   * APP_URL was set: it alone is the site's origin. Otherwise (development) the site may be
   * opened at any address of this machine, and each request's own origin is used.
   */
  appUrlFixed: boolean;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  webDistDir: string | null;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };
  seedOnStart: boolean;
  workerInProcess: boolean;
  /** A job whose worker stopped renewing its lease for this long is claimed by another worker. */
  workerLeaseMs: number;
  authSecret: string | undefined;
  adminEmails: string[];
  mail: { smtpUrl: string | undefined; from: string };
  storage:
    | { kind: 'local'; root: string }
    | {
        kind: 's3';
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
        forcePathStyle: boolean;
        timeoutMs: number;
      };
  billing: {
    /** stripe: Stripe keys set; local: the test mode (never in production); disabled: admins grant Pro. */
    mode: 'stripe' | 'local' | 'disabled';
    stripeSecretKey: string | undefined;
    stripePriceId: string | undefined;
    stripeWebhookSecret: string | undefined;
    proPriceCents: number;
  };
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  analyzerAllowHosts: string[];
  /** ANALYZER_BROWSER: render with Chromium found automatically, never, or at this path. */
  analyzerBrowser: { mode: 'auto' } | { mode: 'off' } | { mode: 'path'; path: string };
  /** ANALYZER_RENDER_PAGES: pages rendered at once per worker process. */
  analyzerRenderPages: number;
  /** ANALYZER_COLOR_REGISTRY: official colours from the simple-icons registry, or the page alone. */
  analyzerColorRegistry: boolean;
  trustedProxies: string[];
  /** Requests per API key per UTC day, by tier. */
  apiQuotas: Record<ApiTier, number>;
  /** Public catalogue reads from memory, and what a CDN may keep of them. */
  responseCache: { enabled: boolean; sharedMaxAgeSeconds: number; staleWhileRevalidateSeconds: number };
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Production refuses to start on a default that is only safe on a developer's machine: links and
 * tokens in the log instead of mail, Pro for free in the test checkout, the analyzer allowed onto
 * private addresses, links pointing at localhost.
 */
function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  if (!e.AUTH_SECRET) problems.push('AUTH_SECRET: required in production');
  if (!e.APP_URL) problems.push('APP_URL: required in production (the public https origin of the site)');
  if (!e.SMTP_URL) {
    problems.push('SMTP_URL: required in production (sign-in links are mailed, never written to the log)');
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PRICE_ID, e.STRIPE_WEBHOOK_SECRET];
  if (e.BILLING_MODE !== 'disabled' && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PRICE_ID and STRIPE_WEBHOOK_SECRET: required in production, or BILLING_MODE=disabled (Pro granted by admins); the test checkout is never offered in production',
    );
  }
  if (e.BILLING_MODE === 'disabled' && e.STRIPE_SECRET_KEY) {
    problems.push('BILLING_MODE=disabled: unset it to sell Pro through Stripe, or remove the Stripe keys');
  }
  if (e.ANALYZER_ALLOW_HOSTS.length > 0) {
    problems.push(
      'ANALYZER_ALLOW_HOSTS: refused in production (it lets the analyzer reach private addresses)',
    );
  }
  return problems;
}

/**
 * Parses the environment once. Every wrong variable is reported together, so one start-up
 * names all of them. `overrides` lets tests build a config without touching process.env.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  const s3Keys = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PRICE_ID)
    problems.push('STRIPE_PRICE_ID: required with STRIPE_SECRET_KEY');
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  const badProxies = invalidNetworks(e.TRUSTED_PROXIES);
  if (badProxies.length > 0) {
    problems.push(`TRUSTED_PROXIES: not an IP address or network: ${badProxies.join(', ')}`);
  }
  if (e.ANALYZER_BROWSER !== 'auto' && e.ANALYZER_BROWSER !== 'off' && !isExecutable(e.ANALYZER_BROWSER)) {
    problems.push(`ANALYZER_BROWSER: no executable browser at ${e.ANALYZER_BROWSER}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    appUrl: e.APP_URL ? new URL(e.APP_URL).origin : `http://localhost:${e.PORT}`,
    appUrlFixed: Boolean(e.APP_URL),
    logLevel: e.LOG_LEVEL,
    dataDir,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    seedOnStart: e.SEED_ON_START,
    workerInProcess: e.WORKER_IN_PROCESS,
    workerLeaseMs: e.WORKER_LEASE_SECONDS * 1000,
    authSecret: e.AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            timeoutMs: e.S3_TIMEOUT_MS,
          }
        : { kind: 'local', root: path.join(dataDir, 'files') },
    billing: {
      mode: e.STRIPE_SECRET_KEY ? 'stripe' : (e.BILLING_MODE ?? 'local'),
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripePriceId: e.STRIPE_PRICE_ID,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      proPriceCents: e.PRO_PRICE_CENTS,
    },
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : null,
    analyzerAllowHosts: e.ANALYZER_ALLOW_HOSTS,
    analyzerBrowser:
      e.ANALYZER_BROWSER === 'auto' || e.ANALYZER_BROWSER === 'off'
        ? { mode: e.ANALYZER_BROWSER }
        : { mode: 'path', path: e.ANALYZER_BROWSER },
    analyzerRenderPages: e.ANALYZER_RENDER_PAGES,
    analyzerColorRegistry: e.ANALYZER_COLOR_REGISTRY,
    trustedProxies: e.TRUSTED_PROXIES,
    apiQuotas: { free: e.API_DAILY_QUOTA_FREE, pro: e.API_DAILY_QUOTA_PRO },
    responseCache: {
      enabled: e.CATALOGUE_RESPONSE_CACHE ?? e.NODE_ENV !== 'test',
      sharedMaxAgeSeconds: e.CATALOGUE_CDN_MAX_AGE,
      staleWhileRevalidateSeconds: e.CATALOGUE_CDN_STALE_SECONDS,
    },
  };
  return { ...config, ...overrides };
}
