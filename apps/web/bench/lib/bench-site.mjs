// The site the web benches measure: the web app built into a throwaway directory
// (the browser's files and the server's render), and the BUILT server started on it
// with seeded demo data on the embedded database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchError } from '../../../server/bench/lib/errors.mjs';
import { freePort, get, parseJson } from '../../../server/bench/lib/http.mjs';
import { startServer } from '../../../server/bench/lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '../..');
const serverDir = path.resolve(webDir, '../server');

function run(progress, label, command, args, options) {
  progress(`${label}…`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new BenchError(`${label} failed (exit code ${result.status}).`);
}

/** Builds the browser's files into `<tmp>/web` and the server's render into `<tmp>/web-server`. */
export function buildWeb(tmp, progress) {
  const viteBin = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  const outDir = path.join(tmp, 'web');
  const ssrOutDir = path.join(tmp, 'web-server');
  const env = { ...process.env, WEB_OUT_DIR: outDir, WEB_SSR_OUT_DIR: ssrOutDir };
  run(progress, 'building the web app', process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: webDir, env });
  run(progress, "building the web app's server render", process.execPath, [viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'], { cwd: webDir, env });
  return { outDir, ssrEntry: path.join(ssrOutDir, 'entry-server.js') };
}

function serverEntry(progress) {
  const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(serverDir, 'dist/main.js'));
  if (!existsSync(entry)) {
    if (process.env.BENCH_SERVER_ENTRY) throw new BenchError(`BENCH_SERVER_ENTRY ${entry} does not exist.`);
    run(progress, 'building the server (apps/server/dist is missing)', process.execPath, ['build.mjs'], { cwd: serverDir });
  }
  return entry;
}

/** Starts the built server on the build in `tmp` with seeded data; resolves to the server, its base URL and the routes to visit. */
export async function startBenchSite(tmp, build, progress) {
  const entry = serverEntry(progress);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];
  progress('starting the server with seeded demo data…');
  const server = await startServer({
    entry,
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: build.outDir,
      WEB_SSR_ENTRY: build.ssrEntry,
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: `bench-${process.pid}-${Date.now()}`,
    },
    port,
    logFile: path.join(tmp, 'server.log'),
    label: 'web bench server',
  });
  const [product] = parseJson('GET /api/products?limit=1', await get(`${base}/api/products?limit=1`));
  if (!product?.id) throw new BenchError('The seeded server has no product to visit.');
  const routes = [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'product page', path: `/product/${encodeURIComponent(product.id)}` },
  ];
  return { server, base, routes };
}
