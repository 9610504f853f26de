// One visit of a page in a fresh browser context (empty cache): every JavaScript
// and CSS file the page loads, including what it loads while the visitor scrolls
// to the bottom (lazy sections below the fold).
import { gzipSync } from 'node:zlib';

const SCROLL_PAUSE_MS = 150;

/**
 * @typedef {{ file: string, kind: 'js' | 'css', rawBytes: number, sentBytes: number, sentEncoding: string, gzipBytes: number, body: Buffer }} Asset
 */

function kindOf(url, contentType) {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js') || contentType.includes('javascript')) return 'js';
  if (pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return null;
}

/**
 * The bytes the server sent (the encoded body: brotli for this browser, when the server
 * compresses), and the file gzipped here at level 9, as the server sends it to a client
 * that accepts gzip but not brotli.
 */
async function transferSize(response, body) {
  const encoding = (response.headers()['content-encoding'] ?? '').toLowerCase() || 'none';
  const sentBytes = encoding === 'none' ? body.length : (await response.request().sizes()).responseBodySize;
  return { sentBytes, sentEncoding: encoding, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number, height: number, isMobile?: boolean }} viewport
 * @returns {Promise<{ assets: Asset[], status: number | undefined, problems: string[] }>}
 */
export async function visit(browser, url, viewport) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile ?? false });
  const page = await context.newPage();
  const pending = [];
  const problems = [];
  let recording = true;
  page.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
    if (!recording || !kind || response.status() !== 200) return;
    const asset = response.body().then(async (body) => ({
      file: new URL(response.url()).pathname,
      kind,
      rawBytes: body.length,
      ...(await transferSize(response, body)),
      body,
    }));
    // Read before the context closes; a body that could not be read is reported, not lost silently.
    pending.push(asset.catch((error) => (problems.push(`could not read ${response.url()}: ${error.message}`), null)));
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async (pause) => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }, SCROLL_PAUSE_MS);
    await page.waitForLoadState('networkidle');
    recording = false;
    const assets = (await Promise.all(pending)).filter((a) => a !== null);
    // A file fetched twice (preload, then import) counts once.
    const unique = [...new Map(assets.map((a) => [a.file, a])).values()];
    return { assets: unique, status: response?.status(), problems };
  } finally {
    await context.close();
  }
}
