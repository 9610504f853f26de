// The server's configuration, read once from the environment and validated.
// Nothing else in the server reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Same depth from src/ and dist/, so these defaults hold in both.
const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
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
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  WEB_DIST: z.string().default(DEFAULT_WEB_DIST),
  MIGRATIONS_DIR: z.string().default(DEFAULT_MIGRATIONS_DIR),
});

export type Env = z.infer<typeof envSchema> & { uploadsDir: string; pgliteDir: string; publicUrl: string };

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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
