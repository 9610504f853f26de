// Starts the site: configuration, database (migrated), demo content on first
// start, the admin account, then one HTTP server on PORT. SIGTERM/SIGINT let
// in-flight requests finish and close the database cleanly.
import './production-default';
import { createServer } from 'node:http';
import pino from 'pino';
import { catalogueIndex, checkStorage, createDeps, ensureAdmin, LONGEST_WINDOW_MS, openDatabase, pruneRateLimits, refreshPendingFacets, seedIfEmpty } from '@hair/api';
import { demoContent } from '@hair/demo-content';
import { createApp } from './app';
import { stopGracefully } from './graceful-stop';
import { loggerOptions } from './request-logs';
import { loadServerRender } from './ssr';
import { loadEnv } from './env';

const SHUTDOWN_GRACE_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How often a server looks for products written by SQL that lack their filter values. */
const FACETS_CATCH_UP_EVERY_MS = 5000;

async function main() {
  const env = loadEnv();
  const logger = pino({ ...loggerOptions, level: env.LOG_LEVEL });
  await checkStorage(env.storage);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.DATABASE_URL ? undefined : env.pgliteDir,
    migrationsFolder: env.MIGRATIONS_DIR,
    onConnectionError: (err) => logger.error({ err }, 'database connection error'),
    changeFeed: {
      onLost: (err, retryInMs) => logger.warn({ err, retryInMs }, 'not hearing the other servers: caches are off until the change feed is back'),
      onListening: () => logger.info('change feed listening'),
    },
  });
  const deps = createDeps({ db: database.db, logger, ...env.storage, publicUrl: env.publicUrl, smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, outboxDir: env.outboxDir });

  // Products marked by a migration or a load by SQL get their filter values before the site answers.
  const facetsStarted = performance.now();
  const refreshed = await refreshPendingFacets(database.db);
  if (refreshed > 0) logger.info({ products: refreshed, ms: Math.round(performance.now() - facetsStarted) }, 'facet values computed');

  if (env.SEED_DEMO && (await seedIfEmpty(deps, demoContent({ productCount: env.DEMO_PRODUCT_COUNT })))) {
    logger.info('seeded demo content');
    // Servers already running on this database keep answers of the empty site.
    await database.changes.publish().catch((err: unknown) => logger.warn({ err }, 'the other servers could not be told of the demo content'));
  }
  const admin = await ensureAdmin(deps, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  if (admin?.generatedPassword) {
    // Shown once: the password is not stored anywhere in clear text.
    console.log(`\n  Admin account created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`);
  } else if (admin && admin.action !== 'exists') {
    // The operator knows the address; a log shipped elsewhere need not.
    logger.info({ action: admin.action }, 'admin account ready');
  }

  // The list's filters and orders are read into memory before the site answers, so the first buyer does not wait for them.
  const indexStarted = performance.now();
  const { size } = await catalogueIndex(database.db);
  logger.info({ products: size, ms: Math.round(performance.now() - indexStarted) }, 'catalogue index read');

  const renderApp = await loadServerRender(env.WEB_SSR_ENTRY, deps);
  if (!renderApp) logger.warn({ entry: env.WEB_SSR_ENTRY }, 'no server render of the web app: pages are rendered in the browser');
  const app = createApp({ deps, changes: database.changes, webDist: env.WEB_DIST, renderApp, trustProxy: env.TRUST_PROXY, responseCache: env.RESPONSE_CACHE });
  const server = createServer(app);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, database: database.kind, storage: env.storage.s3 ? 's3' : 'disk' }, `listening on http://localhost:${port}`);
  });

  // Rate-limit counters whose window ended long ago are dead weight.
  const prune = setInterval(() => {
    pruneRateLimits(database.db, new Date(Date.now() - LONGEST_WINDOW_MS)).catch((err: unknown) => logger.warn({ err }, 'pruning rate limits failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();

  // Products written by SQL while the site runs (marked by migration 0015's triggers) get their
  // filter values within seconds; servers share the work.
  let catchingUp = false;
  const catchUp = setInterval(() => {
    if (catchingUp) return;
    catchingUp = true;
    refreshPendingFacets(database.db)
      .then(async (products) => {
        if (products === 0) return;
        logger.info({ products }, 'facet values computed');
        // The servers' cached lists and counts were made without them.
        await database.changes.publish();
      })
      .catch((err: unknown) => logger.warn({ err }, 'computing facet values failed'))
      .finally(() => {
        catchingUp = false;
      });
  }, FACETS_CATCH_UP_EVERY_MS);
  catchUp.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(prune);
    clearInterval(catchUp);
    logger.info({ signal }, 'shutting down');
    stopGracefully(server, SHUTDOWN_GRACE_MS, {
      onForced: () => logger.warn('forcing shutdown'),
      onClosed: () =>
        void database.close().then(() => {
          logger.info('stopped');
          process.exit(0);
        }),
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
