// Command line: `npm run admin -- create --email E [--password P]` creates or
// promotes an admin in the configured database.
import { parseArgs } from 'node:util';
import { loadEnv } from './env';

const USAGE = 'Usage: npm run admin -- create --email <email> [--password <password>]';

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  if (positionals[0] !== 'create' || !values.email) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  // Loaded only after the arguments are known to be right: the API pulls in the database and image libraries.
  const [{ default: pino }, { createDeps, ensureAdmin, openDatabase }] = await Promise.all([import('pino'), import('@hair/api')]);
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.DATABASE_URL ? undefined : env.pgliteDir, migrationsFolder: env.MIGRATIONS_DIR });
  try {
    const deps = createDeps({ db: database.db, logger, uploadsDir: env.uploadsDir, publicUrl: env.publicUrl });
    const result = await ensureAdmin(deps, { email: values.email, password: values.password, force: true });
    if (!result) throw new Error('No admin was created');
    console.log(`Admin ${result.action}: ${result.email}`);
    if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
