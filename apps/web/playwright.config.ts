// End-to-end tests: the BUILT server (npm run build first) on a fixed port with a
// fresh data directory, driven by Debian's chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/support';

const here = path.dirname(fileURLToPath(import.meta.url));

const PORT = Number(process.env.E2E_PORT || 4610);
const BASE_URL = `http://127.0.0.1:${PORT}`;

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

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    command: 'node ../server/dist/main.js',
    cwd: here,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      // Always the embedded database of DATA_DIR, whatever the shell says.
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
});
