// The server's configuration, read once from the environment and validated.
// Nothing else in the server reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { StorageSettings } from '@hair/api';

// Same depth from src/ and dist/, so these defaults hold in both.
const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
const DEFAULT_WEB_SSR_ENTRY = path.resolve(here, '../../web/dist-server/entry-server.js');
const DEFAULT_MIGRATIONS_DIR = path.resolve(here, '../../../packages/api/drizzle');

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));
const flag = (fallback: 'true' | 'false') => z.enum(['true', 'false']).default(fallback).transform((v) => v === 'true');

/** An http(s) URL without query or fragment, trailing slashes dropped. */
const baseUrl = optional.refine(
  (v) => v === undefined || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(v),
  'must be an http:// or https:// URL without query or fragment',
).transform((v) => v?.replace(/\/+$/, ''));

/** S3's rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SMTP_URL: optional,
  MAIL_FROM: optional,
  PUBLIC_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PRODUCT_COUNT: z.coerce.number().int().min(0).max(100000).optional(),
  SEED_DEMO: flag('true'),
  RESPONSE_CACHE: flag('true'),
  /** Uploaded files in this bucket instead of DATA_DIR/uploads (docs/decisions/017). */
  S3_BUCKET: optional.refine((v) => v === undefined || BUCKET_NAME.test(v), 'must be 3 to 63 lowercase letters, digits, dots or hyphens'),
  S3_ENDPOINT: baseUrl,
  S3_REGION: optional.refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), 'must be a region name such as eu-west-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false']).optional()),
  /** Where pages find uploaded files instead of /uploads/ (a CDN, the bucket's own URL). */
  PUBLIC_MEDIA_URL: baseUrl,
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      if (v === 'false' || v === '') return false;
      if (v === 'true') return 1;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[\w.:/,\s-]+$/.test(v)) return v;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a number of proxies, or proxy addresses' });
      return z.NEVER;
    }),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  /** The web app's server render (vite build --ssr); without it the browser renders every page. */
  WEB_SSR_ENTRY: z.string().default(DEFAULT_WEB_SSR_ENTRY),
  MIGRATIONS_DIR: z.string().default(DEFAULT_MIGRATIONS_DIR),
}).superRefine((env, ctx) => {
  if (!env.S3_BUCKET) {
    for (const name of S3_VARIABLES) {
      if (env[name] !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is set, but S3_BUCKET is not: name the bucket, or unset the S3 settings' });
    }
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key (or set neither, for the standard AWS credential chain)' });
  }
});

/**
 * Whom X-Forwarded-For is taken from: nobody (false), the nearest N proxies (a
 * number; 'true' means one, the load balancer), or proxies at these addresses or
 * subnets ('10.0.0.0/8, loopback'). Taking every hop ('trust all') would let a client
 * choose its own address, and with it its own rate limits.
 */
export type TrustProxy = false | number | string;

export type Env = z.infer<typeof envSchema> & {
  uploadsDir: string;
  pgliteDir: string;
  outboxDir: string;
  publicUrl: string;
  /** Where uploaded files live and where pages find them. */
  storage: StorageSettings;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    ...env,
    DATA_DIR: dataDir,
    uploadsDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    storage: {
      uploadsDir,
      publicMediaUrl: env.PUBLIC_MEDIA_URL,
      s3: env.S3_BUCKET
        ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
        : undefined,
    },
  };
}
