// The server's configuration, read once from the environment and validated.
// Nothing else in the server reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Same depth from src/ and dist/, so these defaults hold in both.
const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
const DEFAULT_WEB_SSR_ENTRY = path.resolve(here, '../../web/dist-server/entry-server.js');
const DEFAULT_MIGRATIONS_DIR = path.resolve(here, '../../../packages/api/drizzle');

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));

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
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  RESPONSE_CACHE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
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
});

/**
 * Whom X-Forwarded-For is taken from: nobody (false), the nearest N proxies (a
 * number; 'true' means one, the load balancer), or proxies at these addresses or
 * subnets ('10.0.0.0/8, loopback'). Taking every hop ('trust all') would let a client
 * choose its own address, and with it its own rate limits.
 */
export type TrustProxy = false | number | string;

export type Env = z.infer<typeof envSchema> & { uploadsDir: string; pgliteDir: string; outboxDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    pgliteDir: path.join(dataDir, 'pglite'),
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
