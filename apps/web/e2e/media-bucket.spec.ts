// A site whose files live in an S3 bucket and are shown from the bucket's own address
// (PUBLIC_MEDIA_URL): the built server, seeded into the bucket of a real S3-compatible
// server, and pages whose images, narrower copies and hero preload all come from there.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startTestS3Server, type TestS3Server } from '../../../packages/api/src/testing/s3-server';
import { E2E_ADMIN, baseUrl, watchPageProblems } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
// Each project's servers take its port and the next one (playwright.config.ts); this
// one takes the port after them.
let PORT: number;
let BASE_URL: string;

let s3: TestS3Server;
let server: ChildProcess;
let dataDir: string;
let mediaBase: string;

async function waitHealthy(timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE_URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  PORT = Number(new URL(baseUrl()).port) + 2;
  BASE_URL = `http://127.0.0.1:${PORT}`;
  s3 = await startTestS3Server();
  const bucket = await s3.newBucket();
  mediaBase = `${s3.endpoint}/${bucket.bucket}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hair-e2e-bucket-'));
  server = spawn(process.execPath, [path.join(here, '../../server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      WEB_DIST: path.join(here, '../dist'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_MEDIA_URL: mediaBase,
    },
  });
  await waitHealthy();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every <img> on the page: its address, its copies and whether it has loaded. */
function images(page: Page) {
  return page.locator('img').evaluateAll((list: HTMLImageElement[]) =>
    list.map((img) => ({ src: img.getAttribute('src') ?? '', srcset: img.getAttribute('srcset') ?? '', loaded: img.complete && img.naturalWidth > 0 })),
  );
}

/** Scrolls down the page so that lazy images load, then waits until every image from the bucket has. */
async function expectBucketImagesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // A carousel's later slides wait for their turn: only the images the browser chose to load count.
  await expect.poll(async () => (await images(page)).filter((img) => img.src.startsWith(mediaBase) && !img.loaded && img.src.includes('/products/'))).toEqual([]);
}

test('the home page shows its hero and products from the bucket, with their narrower copies @mobile', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto(`${BASE_URL}/`);
  // The server's head preloads the first hero slide from the bucket.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('href', `${mediaBase}/site-config/hero-1.webp`);
  await expect(preload).toHaveAttribute('imagesrcset', `${mediaBase}/site-config/hero-1.480w.webp 480w, ${mediaBase}/site-config/hero-1.960w.webp 960w, ${mediaBase}/site-config/hero-1.1600w.webp 1600w`);

  const hero = page.locator('img').first();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${mediaBase}/site-config/hero-1\\.(480w|960w|1600w)\\.webp$`));

  await expectBucketImagesLoaded(page);
  const cards = (await images(page)).filter((img) => img.src.includes('/products/'));
  expect(cards.length).toBeGreaterThan(3);
  for (const card of cards) {
    expect(card.src).toMatch(new RegExp(`^${mediaBase}/products/[^/]+\\.webp$`));
    expect(card.srcset).toContain(`${card.src.replace(/\.webp$/, '.960w.webp')} 960w`);
  }
  expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
});

test('a product page shows its gallery from the bucket, and the site still answers its own /uploads/ paths @mobile', async ({ page, request }) => {
  const [product] = (await (await request.get(`${BASE_URL}/api/products?limit=1`)).json()) as { id: string; name: string; image_url: string }[];
  // The API keeps the site's own path: the database does not depend on where the files are.
  expect(product!.image_url).toMatch(/^\/uploads\/products\/[^/]+\.webp$/);
  await page.goto(`${BASE_URL}/product/${product!.id}`);
  const main = page.getByRole('img', { name: product!.name }).first();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await main.getAttribute('src')).toBe(`${mediaBase}${product!.image_url.slice('/uploads'.length)}`);
  await expectBucketImagesLoaded(page);

  const own = await request.get(`${BASE_URL}${product!.image_url}`);
  expect([own.status(), own.headers()['content-type']]).toEqual([200, 'image/webp']);
});
