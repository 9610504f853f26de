// End-to-end tests: the BUILT server (npm run build first) on a fixed port with a
// fresh data directory, driven by Debian's chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support';

const here = path.dirname(fileURLToPath(import.meta.url));

// Each project has its own two servers (a seeded one and, on the next port, an empty
// one), so that the desktop and the phone runs go side by side without sharing data.
// E2E_PORT moves them all: desktop on it and the next, the phone 10 above
// (media-bucket.spec.ts starts one more on E2E_PORT + 2).
const PORT = Number(process.env.E2E_PORT || 4610);
const SITE_PORTS = { desktop: PORT, mobile: PORT + 10 } as const;
// E2E_WEB_DIST serves another build of the web app (vite's WEB_OUT_DIR).
const WEB_DIST = process.env.E2E_WEB_DIST || path.join(here, 'dist');

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(CHROME_PATH)) {
  throw new Error(
    `No Chromium at ${CHROME_PATH}. Install Debian's browser with 'apt-get install -y chromium', ` +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

// Playwright loads this file in its main process and again in each worker: the main
// process creates the run's data directory and the workers inherit it.
const DATA_DIR_ENV = 'HAIR_E2E_DATA_DIR';
if (!process.env[DATA_DIR_ENV]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `hair-e2e-${Date.now()}-`));
  process.env[DATA_DIR_ENV] = dir;
  // Removed when the run ends, after Playwright has stopped the server.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const DATA_DIR = process.env[DATA_DIR_ENV] ?? '';

/** What a project's tests read through e2e/support (`test.info().project.metadata`). */
function projectSites(project: keyof typeof SITE_PORTS) {
  const port = SITE_PORTS[project];
  return { baseURL: `http://127.0.0.1:${port}`, emptyBaseURL: `http://127.0.0.1:${port + 1}`, seededDataDir: path.join(DATA_DIR, `${project}-seeded`) };
}

/** The built server with its own data directory, seeded unless `seed` is false. */
function server(port: number, dataDir: string, seed: boolean) {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    command: 'node ../server/dist/main.js',
    cwd: here,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded database of DATA_DIR, whatever the shell says.
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: baseURL,
      WEB_DIST,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: String(seed),
      // Specs that sign up send their own X-Forwarded-For (e2e/support ownAddress): limits count per address.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  // One worker per project (each has its servers to itself), the two projects at once.
  workers: 2,
  // One retry absorbs a slow machine's timing hiccup; a test that fails twice fails the run,
  // and the list reporter names every test that needed the retry.
  retries: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', workers: 1, metadata: projectSites('desktop'), use: { baseURL: projectSites('desktop').baseURL, viewport: { width: 1280, height: 800 } } },
    // Tests tagged @mobile run again at a phone's width.
    {
      name: 'mobile',
      workers: 1,
      grep: /@mobile/,
      metadata: projectSites('mobile'),
      use: { baseURL: projectSites('mobile').baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: (['desktop', 'mobile'] as const).flatMap((project) => [
    server(SITE_PORTS[project], projectSites(project).seededDataDir, true),
    // An empty catalogue, for the storefront's demo fallbacks (emptyBaseUrl() in e2e/support).
    server(SITE_PORTS[project] + 1, path.join(DATA_DIR, `${project}-empty`), false),
  ]),
});
