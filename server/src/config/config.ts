import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';

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
  MAX_IMAGE_PIXELS: z.coerce.number().int().min(10_000).default(40_000_000),
  OCR_WORKERS: z.coerce.number().int().min(1).max(32).default(Math.max(1, os.availableParallelism())),
  OCR_LANG_PATH: z.string().default('/usr/share/tesseract-ocr/5/tessdata'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  EXTRACT_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(2),
  EXTRACT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  USER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  SIGNIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool.default(false),
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
  uploads: { urlTtlSeconds: number; retain: boolean; maxImagePixels: number; dir: string };
  ocr: { workers: number; langPath: string };
  rateLimit: { max: number; signinMax: number };
  /** Per user, for POST /api/predictions/extract (OCR without quota): screenshot sets in flight, and per minute. */
  extract: { maxInFlight: number; perMinute: number };
  /**
   * How long an app process may answer from memory what it read of a signed-in user: the session, the stats and
   * the history views. Changes through the app clear them at once; 0 turns them off (docs/decisions/0010).
   */
  userCacheMs: number;
  trustProxy: boolean;
  web: { serve: boolean; distDir: string };
  redisUrl: string | null;
  queuePrefix: string;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string; only: boolean; allowInsecure: boolean } | null;
  stripe: { secretKey: string; webhookSecret: string; priceId: string | null; apiBase: string | null } | null;
  yookassa: { shopId: string; secretKey: string; apiBase: string } | null;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
  llm: { url: string; apiKey: string; model: string } | null;
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

  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (at least 32 characters)');
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
    // A development secret is derived per data directory so restarts keep signed URLs valid without setup.
    sessionSecret: env.SESSION_SECRET ?? `dev-only-secret:${dataDir}:change-me-in-production`,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    secureCookies: publicUrl.startsWith('https://'),
    adminEmails: env.ADMIN_EMAILS,
    defaultFreePredictionLimit: env.FREE_PREDICTION_LIMIT,
    uploads: {
      urlTtlSeconds: env.UPLOAD_URL_TTL_SECONDS,
      retain: env.RETAIN_UPLOADS,
      maxImagePixels: env.MAX_IMAGE_PIXELS,
      dir: path.join(dataDir, 'uploads'),
    },
    ocr: { workers: env.OCR_WORKERS, langPath: env.OCR_LANG_PATH },
    rateLimit: { max: env.RATE_LIMIT_MAX, signinMax: env.SIGNIN_RATE_LIMIT_MAX },
    extract: { maxInFlight: env.EXTRACT_MAX_IN_FLIGHT, perMinute: env.EXTRACT_PER_MINUTE },
    userCacheMs: env.USER_CACHE_MS,
    trustProxy: env.TRUST_PROXY,
    web: { serve: env.SERVE_WEB, distDir: path.resolve(env.WEB_DIST_DIR) },
    redisUrl: env.REDIS_URL ?? null,
    queuePrefix: env.BULLMQ_PREFIX,
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
  };
}
