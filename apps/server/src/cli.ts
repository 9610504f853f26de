// Command line of the site's operator (`npm run admin -- <command>`), on the
// configured database and storage:
//   create --email E [--password P]   creates or promotes an admin;
//   backup [--out FILE]               writes the database and every stored file to one archive;
//   restore FILE [--force]            fills an empty site from such an archive.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Site } from '@hair/api';
import { loadEnv, type Env } from './env';

const USAGE = {
  create: 'npm run admin -- create --email <email> [--password <password>]',
  backup: 'npm run admin -- backup [--out <file.tar.gz>]',
  restore: 'npm run admin -- restore <file.tar.gz> [--force]',
} as const;

type Command = keyof typeof USAGE;

function usage(command?: Command): never {
  const lines = command ? [USAGE[command]] : Object.values(USAGE);
  console.error(`Usage: ${lines.join('\n       ')}`);
  process.exit(2);
}

/** Loaded only once the arguments are known to be right: the API pulls in the database and image libraries. */
const loadApi = () => import('@hair/api');

async function createAdmin(env: Env, email: string, password: string | undefined): Promise<void> {
  const [{ default: pino }, { createDeps, ensureAdmin, openDatabase }] = await Promise.all([import('pino'), loadApi()]);
  const logger = pino({ level: 'warn' });
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.DATABASE_URL ? undefined : env.pgliteDir, migrationsFolder: env.MIGRATIONS_DIR });
  try {
    const deps = createDeps({ db: database.db, logger, ...env.storage, publicUrl: env.publicUrl });
    const result = await ensureAdmin(deps, { email, password, force: true });
    if (!result) throw new Error('No admin was created');
    console.log(`Admin ${result.action}: ${result.email}`);
    if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
  } finally {
    await database.close();
  }
}

/** The configured site: its database, and its storage once the storage answers. */
async function configuredSite(env: Env) {
  const api = await loadApi();
  await api.checkStorage(env.storage);
  const site: Site = {
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: env.pgliteDir },
    storage: api.createStorage(env.storage),
    mediaDriver: env.storage.s3 ? 's3' : 'disk',
  };
  return { api, site };
}

const defaultBackupFile = () => `hair-backup-${new Date().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;

async function backup(env: Env, out: string | undefined): Promise<void> {
  const { api, site } = await configuredSite(env);
  const file = path.resolve(out ?? defaultBackupFile());
  const summary = await api.backupSite(site, file, console.log);
  console.log(`Backup written to ${file} (${api.formatBytes(summary.databaseBytes + summary.mediaBytes)} before compression)`);
}

async function restore(env: Env, file: string, force: boolean): Promise<void> {
  const { api, site } = await configuredSite(env);
  await api.restoreSite(site, path.resolve(file), { force }, console.log);
  console.log('Restore complete: start the server.');
}

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, out: { type: 'string' }, force: { type: 'boolean' } },
  });
  const [command, ...rest] = positionals;
  if (command === 'create') {
    if (!values.email || rest.length) usage('create');
    return createAdmin(loadEnv(), values.email, values.password);
  }
  if (command === 'backup') {
    if (rest.length) usage('backup');
    return backup(loadEnv(), values.out);
  }
  if (command === 'restore') {
    if (rest.length !== 1) usage('restore');
    return restore(loadEnv(), rest[0]!, values.force ?? false);
  }
  usage();
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
