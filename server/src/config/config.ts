import fs from 'node:fs';
import crypto from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_OCR_ENGINE, OCR_ENGINES, type OcrEngineKind } from '../ocr/engine-kinds';

/**
 * The whole runtime configuration, parsed once at boot from the environment.
 * A bad value stops the process with a message naming the variable; an optional provider
 * (OIDC, Stripe, YooKassa, S3, Redis, LLM) is only enabled when all of its variables are present.
 */

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_EMAILS: csv.default([]),
  FREE_PREDICTION_LIMIT: z.coerce.number().int().min(0).default(3),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  RETAIN_UPLOADS: bool.default(false),
  /**
   * Pixels an uploaded image may have, judged on its header before any decoding (issue 47, finding 5). 20 million
   * holds a phone's longest scrolling screenshot (1080 x 16,384, the longest side allowed, is 17.7 M; 1290 x 15,500
   * is 20 M) and any desktop screen (5K: 14.7 M); a 6000 x 6000 image (36 M, a second to decode) is refused.
   */
  MAX_IMAGE_PIXELS: z.coerce.number().int().min(10_000).default(20_000_000),
  /** Images one user may have being received or decoded at once, and start per minute (issue 47, finding 5). */
  UPLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(2),
  UPLOAD_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * The longest a request may take to arrive, headers and body (issue 47, finding 4): a 10 MB screenshot needs
   * 1.4 Mbit/s to arrive in a minute; 90 s leaves room for a slow mobile uplink. Headers alone get 20 s at most.
   */
  /** Monitoring's token for /readyz's component details (header X-Readiness-Token); admins see them signed in. */
  READYZ_TOKEN: z.string().min(16).max(200).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(90_000),
  OCR_WORKERS: z.coerce.number().int().min(1).max(32).default(Math.max(1, os.availableParallelism())),
  OCR_LANG_PATH: z.string().default('/usr/share/tesseract-ocr/5/tessdata'),
  OCR_ENGINE: z.enum(OCR_ENGINES).default(DEFAULT_OCR_ENGINE),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Requests per minute one personal API key may make (issue 14). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  EXTRACT_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(2),
  EXTRACT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  READ_ON_UPLOAD: bool.default(true),
  USER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins one address (an IPv6 /64) may make across all accounts in 15 minutes (issue 47, low). */
  SIGNIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** false, true (one hop: the proxy in front of us), a hop count, or a comma-separated list of proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, 'false, true, a hop count or a list of addresses')
    .default('false'),
  /** true: the built-in sandbox checkout (no money moves) even when PUBLIC_URL is https; false: never. */
  PAYMENTS_SANDBOX: bool.optional(),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('OddsLens <no-reply@localhost>'),
  SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Analyses one user may have running at once, and start per minute (failed ones included). */
  ANALYSIS_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(2),
  ANALYSIS_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  SERVE_WEB: bool.default(true),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  BULLMQ_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'letters, digits, - and _ only')
    .default('oddslens'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /**
   * A BullMQ worker's hold on a job, renewed while the job runs: a worker that dies mid-job loses it after about this
   * long and another takes the job. Under a second, renewals (every half lock) would compete with the OCR for the
   * event loop; the app waits two minutes for a result, so locks far beyond that only slow recovery down.
   */
  WORKER_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().default('SSO'),
  OIDC_ONLY: bool.default(false),
  OIDC_ALLOW_INSECURE: bool.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url().optional(),
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
  YOOKASSA_API_BASE: z.url().default('https://api.yookassa.ru/v3'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  LLM_API_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /**
   * A live odds feed of The Odds API's shape (issue 49): the sharp market's fair price beside the screenshot's. Off
   * without a key; the analysis then uses the other screenshots and the offline market-implied ratings.
   */
  ODDS_API_KEY: z.string().min(1).optional(),
  ODDS_API_REGIONS: csv.default(['eu']),
  ODDS_API_BOOKMAKERS: csv.default([]),
  ODDS_API_URL: z.url().default('https://api.the-odds-api.com'),
  ODDS_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  ODDS_API_DAILY_REQUESTS: z.coerce.number().int().min(1).max(100_000).default(16),
  ODDS_API_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** Who runs this installation, shown in the terms and the footer (all four or none). */
  OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
  OPERATOR_REG_NO: z.string().trim().min(1).max(100).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(400).optional(),
  OPERATOR_EMAIL: z.email('must be an email address').max(254).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  sessionSecret: string;
  sessionTtlDays: number;
  secureCookies: boolean;
  adminEmails: string[];
  defaultFreePredictionLimit: number;
  uploads: {
    urlTtlSeconds: number;
    retain: boolean;
    maxImagePixels: number;
    dir: string;
    /** Per-user budget on receiving and decoding images. */
    budget: { inFlight: number; perMinute: number };
  };
  /** Headers and body must have arrived within this many milliseconds. */
  requestTimeoutMs: number;
  /** Who may read /readyz's component details besides a signed-in admin. */
  readyzToken: string | null;
  ocr: { workers: number; langPath: string; engine: OcrEngineKind };
  /** signinFailuresPerAddress: failed sign-ins per address across accounts in 15 minutes. */
  rateLimit: { max: number; signinMax: number; signinFailuresPerAddress: number };
  /** Requests per minute per personal API key. */
  apiKeyRateLimit: number;
  /** Per user, for POST /api/predictions/extract (OCR without quota): screenshot sets in flight, and per minute. */
  extract: { maxInFlight: number; perMinute: number };
  /**
   * Read each screenshot as soon as its upload is stored (its own per-user budget, the extract limits' numbers), so
   * the review screen does not wait a round trip for OCR to start. Off: read when extract or process asks.
   */
  readOnUpload: boolean;
  /**
   * How long an app process may answer from memory what it read of a signed-in user: the session, the stats and
   * the history views. Changes through the app clear them at once; 0 turns them off (docs/decisions/0010).
   */
  userCacheMs: number;
  /** Fastify's trustProxy: false, a hop count, or the addresses of trusted proxies (never a blanket true). */
  trustProxy: false | number | string[];
  /** The sandbox checkout is on: no real provider, or PAYMENTS_SANDBOX=true. Shown as TEST MODE in the app. */
  paymentsSandbox: boolean;
  /** smtp(s):// URL, or null: messages are written to DATA_DIR/outbox as .eml files. */
  mail: { url: string | null; from: string; outboxDir: string };
  signupMax: number;
  analysisLimits: { inFlight: number; perMinute: number };
  web: { serve: boolean; distDir: string };
  redisUrl: string | null;
  queuePrefix: string;
  /** BullMQ lock duration and stalled-job check interval of `oddslens worker` (WORKER_LOCK_MS). */
  workerLockMs: number;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string; only: boolean; allowInsecure: boolean } | null;
  stripe: { secretKey: string; webhookSecret: string; priceId: string | null; apiBase: string | null } | null;
  yookassa: { shopId: string; secretKey: string; apiBase: string } | null;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
  llm: { url: string; apiKey: string; model: string } | null;
  /** The live odds feed (ODDS_API_*), or null without ODDS_API_KEY. */
  oddsFeed: {
    apiKey: string;
    regions: string[];
    bookmakers: string[];
    baseUrl: string;
    timeoutMs: number;
    dailyRequests: number;
    cacheSeconds: number;
  } | null;
  /** The legal operator's details, or null: the terms then say plainly that none is configured. */
  operator: { name: string; registrationNumber: string; address: string; email: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Names a provider's variables that are set, so a half-configured provider is an error, not silently off. */
function partial(env: Env, keys: (keyof Env)[], name: string, problems: string[]): boolean {
  const set = keys.filter((k) => env[k] !== undefined);
  if (set.length > 0 && set.length < keys.length) {
    const missing = keys.filter((k) => env[k] === undefined);
    problems.push(`${name} is partly configured: set ${missing.join(', ')} too, or unset ${set.join(', ')}`);
  }
  return set.length === keys.length;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];

  const oidcOn = partial(env, ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'], 'OIDC', problems);
  const stripeOn = partial(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'Stripe', problems);
  const yooOn = partial(env, ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'], 'YooKassa', problems);
  const s3On = partial(env, ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3', problems);
  const llmOn = partial(env, ['LLM_API_URL', 'LLM_API_KEY', 'LLM_MODEL'], 'LLM', problems);
  const operatorOn = partial(
    env,
    ['OPERATOR_NAME', 'OPERATOR_REG_NO', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'],
    'Operator details',
    problems,
  );

  const realProvider = stripeOn || yooOn;
  if (env.PAYMENTS_SANDBOX === true && realProvider) {
    problems.push('PAYMENTS_SANDBOX: the sandbox never runs beside a real payment provider; unset it or the provider');
  }
  const paymentsSandbox = env.PAYMENTS_SANDBOX ?? !realProvider;
  if (paymentsSandbox && env.PAYMENTS_SANDBOX !== true && env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      'PAYMENTS_SANDBOX: PUBLIC_URL is https and no payment provider is configured, so the sandbox would hand out Pro for free; ' +
        'configure Stripe or YooKassa, or set PAYMENTS_SANDBOX=true (test deployment) or PAYMENTS_SANDBOX=false (no payments)',
    );
  }
  if (env.OIDC_ONLY && !oidcOn) problems.push('OIDC_ONLY: needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`).replace(
    /\/$/,
    '',
  );

  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'oddslens.sqlite') },
    sessionSecret: env.SESSION_SECRET ?? generatedSessionSecret(dataDir),
    sessionTtlDays: env.SESSION_TTL_DAYS,
    secureCookies: publicUrl.startsWith('https://'),
    adminEmails: env.ADMIN_EMAILS,
    defaultFreePredictionLimit: env.FREE_PREDICTION_LIMIT,
    uploads: {
      urlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
      retain: env.RETAIN_UPLOADS,
      maxImagePixels: env.MAX_IMAGE_PIXELS,
      dir: path.join(dataDir, 'uploads'),
      budget: { inFlight: env.UPLOAD_MAX_IN_FLIGHT, perMinute: env.UPLOAD_MAX_PER_MINUTE },
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    readyzToken: env.READYZ_TOKEN ?? null,
    ocr: { workers: env.OCR_WORKERS, langPath: env.OCR_LANG_PATH, engine: env.OCR_ENGINE },
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      signinMax: env.SIGNIN_RATE_LIMIT_MAX,
      signinFailuresPerAddress: env.SIGNIN_FAILURES_PER_ADDRESS,
    },
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    extract: { maxInFlight: env.EXTRACT_MAX_IN_FLIGHT, perMinute: env.EXTRACT_PER_MINUTE },
    readOnUpload: env.READ_ON_UPLOAD,
    userCacheMs: env.USER_CACHE_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    paymentsSandbox,
    mail: { url: env.MAIL_URL ?? null, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    signupMax: env.SIGNUP_RATE_LIMIT_MAX,
    analysisLimits: { inFlight: env.ANALYSIS_MAX_IN_FLIGHT, perMinute: env.ANALYSIS_MAX_PER_MINUTE },
    web: { serve: env.SERVE_WEB, distDir: path.resolve(env.WEB_DIST_DIR) },
    redisUrl: env.REDIS_URL ?? null,
    queuePrefix: env.BULLMQ_PREFIX,
    workerLockMs: env.WORKER_LOCK_MS,
    oidc: oidcOn
      ? {
          issuer: env.OIDC_ISSUER!,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          name: env.OIDC_NAME,
          only: env.OIDC_ONLY,
          allowInsecure: env.OIDC_ALLOW_INSECURE,
        }
      : null,
    stripe: stripeOn
      ? {
          secretKey: env.STRIPE_SECRET_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          priceId: env.STRIPE_PRICE_ID ?? null,
          apiBase: env.STRIPE_API_BASE ?? null,
        }
      : null,
    yookassa: yooOn
      ? { shopId: env.YOOKASSA_SHOP_ID!, secretKey: env.YOOKASSA_SECRET_KEY!, apiBase: env.YOOKASSA_API_BASE }
      : null,
    s3: s3On
      ? {
          endpoint: env.S3_ENDPOINT!,
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          region: env.S3_REGION,
        }
      : null,
    llm: llmOn ? { url: env.LLM_API_URL!, apiKey: env.LLM_API_KEY!, model: env.LLM_MODEL! } : null,
    oddsFeed: env.ODDS_API_KEY
      ? {
          apiKey: env.ODDS_API_KEY,
          regions: env.ODDS_API_REGIONS,
          bookmakers: env.ODDS_API_BOOKMAKERS,
          baseUrl: env.ODDS_API_URL,
          timeoutMs: env.ODDS_API_TIMEOUT_MS,
          dailyRequests: env.ODDS_API_DAILY_REQUESTS,
          cacheSeconds: env.ODDS_API_CACHE_SECONDS,
        }
      : null,
    operator: operatorOn
      ? {
          name: env.OPERATOR_NAME!,
          registrationNumber: env.OPERATOR_REG_NO!,
          address: env.OPERATOR_ADDRESS!,
          email: env.OPERATOR_EMAIL!,
        }
      : null,
  };
}

/**
 * "true" means the one proxy in front of us (a hop count of 1), never "trust every X-Forwarded-For": a client could
 * otherwise name any address and walk past the per-address rate limits.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Without SESSION_SECRET the first start writes 48 random bytes to DATA_DIR/session-secret (mode 0600) and every
 * later start reads them back, so signed cookies and URLs survive restarts and nothing about the secret is guessable.
 */
export function generatedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError([`SESSION_SECRET: ${file} holds fewer than 32 characters; delete it to regenerate`]);
  return secret;
}
