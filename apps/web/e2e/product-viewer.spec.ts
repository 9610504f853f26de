// The product gallery's full-screen viewer and QC video, end to end: nothing of the
// viewer (nor swiper) loads before a buyer opens it; swipe, arrows, thumbnails,
// zoom and Escape on a phone (touch) and a desktop; the video plays with seeking
// (Range requests) and costs nothing before it is played; an admin adds a video and
// its poster in the product form.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, appStarted, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

test.describe.configure({ timeout: 60_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const VIDEO_FIXTURES = path.resolve(here, '../../../packages/api/src/testing/fixtures');
const SOURCE_PRODUCT = 'Vietnamese Bone Straight Hair Weave 1B';

interface ApiProduct {
  id: string;
  name: string;
  image_url: string | null;
  gallery_images: string[];
  video_url: string | null;
}

/** The viewer's big slides (the thumbnails are a swiper of their own). */
const SLIDES = '[data-testid="viewer-slides"]';
const SHOWN = `${SLIDES} .swiper-slide-active`;

/** A text only swiper's code holds: a chunk that has it carries swiper. */
const SWIPER_SIGNATURE = 'swiper-zoom-container';

async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
  const product = ((await response.json()) as ApiProduct[]).find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return product!;
}

async function uploadVideo(request: APIRequestContext, token: string, file: string): Promise<string> {
  const response = await request.post(`/api/uploads/video?fileName=${file}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'video/webm' },
    data: await readFile(path.join(VIDEO_FIXTURES, file)),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/**
 * A product with the demo product's three pictures (alt texts of its own) and a
 * QC video, for the test; removed afterwards with its video.
 */
async function withViewerProduct(request: APIRequestContext, check: (product: ApiProduct, pictures: string[]) => Promise<void>): Promise<void> {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const source = await productNamed(request, SOURCE_PRODUCT);
  // The demo gallery repeats the main picture first.
  const pictures = [...new Set([source.image_url!, ...source.gallery_images])];
  expect(pictures).toHaveLength(3);
  const video = await uploadVideo(request, token, 'qc-clip.webm');
  const response = await request.post('/api/products', {
    headers,
    data: {
      published: true,
      name: `Viewer Bundle ${Date.now()}`,
      image_url: pictures[0],
      image_alt: 'Bundle laid flat, front',
      gallery_images: pictures.slice(1),
      gallery_alts: pictures.slice(1).map((_, i) => `Bundle detail ${i + 2}`),
      video_url: video,
    },
  });
  expect(response.status()).toBe(201);
  const product = (await response.json()) as ApiProduct;
  try {
    await check(product, pictures);
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers });
    await request.delete('/api/uploads', { headers, data: { fileName: video } });
  }
}

/** Every script the page has loaded so far, with whether it carries swiper. */
function watchScripts(page: Page): { url: string; swiper: boolean }[] {
  const scripts: { url: string; swiper: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), swiper: body.includes(SWIPER_SIGNATURE) });
  });
  return scripts;
}

/** A one-finger swipe across most of the element's width (towards the left with `direction` -1), as a phone's touch screen sends it. */
async function swipe(page: Page, selector: string, direction: 1 | -1): Promise<void> {
  // A swipe while the slides still move (300 ms) only steers that move: wait for them to stand still.
  await expect.poll(() => page.locator(SLIDES).evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating)).toBe(false);
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + box.height / 2;
  const dx = direction * box.width * 0.7;
  const startX = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: startX + (dx * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers moving apart on the element: a pinch to zoom in. */
async function pinchOut(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const points = (spread: number) => [{ x: x - spread, y, id: 0 }, { x: x + spread, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(20) });
  for (let spread = 30; spread <= 120; spread += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The scale swiper's zoom puts on the shown picture. */
async function shownScale(page: Page): Promise<number> {
  return page.locator(`${SHOWN} img`).evaluate((img) => new DOMMatrixReadOnly(getComputedStyle(img).transform).a);
}

test('the viewer opens full screen, loading swiper only then; swipe or arrows, zoom, and Escape back to the page @mobile', async ({ page, request, isMobile }) => {
  await withViewerProduct(request, async (product, pictures) => {
    const problems = watchPageProblems(page);
    const scripts = watchScripts(page);
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto(`/product/${product.id}`);
    await appStarted(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.swiper || /viewer|swiper/i.test(s.url))).toEqual([]);
    expect(stylesheets).toEqual([]);

    const open = page.getByRole('button', { name: /View full screen/ });
    await expect(open).toContainText('View full screen');
    await open.click();
    const viewer = page.getByRole('dialog', { name: `${product.name}: pictures and video` });
    await expect(viewer).toBeVisible();
    const position = viewer.getByTestId('viewer-position');
    await expect(position).toHaveText('1 / 4');
    // Swiper's code and styles came with the viewer, not before.
    expect(scripts.some((s) => s.swiper)).toBe(true);
    expect(stylesheets.length).toBeGreaterThan(0);

    // The widest copy of each picture, with the product's alt texts.
    const shown = page.locator(`${SHOWN} img`);
    await expect(shown).toHaveAttribute('alt', 'Bundle laid flat, front');
    await expect(shown).toHaveAttribute('src', new RegExp(`${pictures[0]!.replace('.webp', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.1600w\\.webp$`));
    await expect(shown).toHaveJSProperty('complete', true);

    if (isMobile) {
      await swipe(page, SLIDES, -1);
      await expect(position).toHaveText('2 / 4');
      await expect(shown).toHaveAttribute('alt', 'Bundle detail 2');
      await swipe(page, SLIDES, 1);
      await expect(position).toHaveText('1 / 4');
      // Pinch apart, then the zoom button back to the whole picture (a double tap does
      // the same, but two taps of a test browser on a busy machine may come too far apart).
      await pinchOut(page, SHOWN);
      await expect.poll(() => shownScale(page)).toBeGreaterThan(1.5);
      await viewer.getByRole('button', { name: 'Zoom out' }).tap();
      await expect.poll(() => shownScale(page)).toBe(1);
    } else {
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText('2 / 4');
      await viewer.getByRole('button', { name: 'Next' }).click();
      await expect(position).toHaveText('3 / 4');
      await viewer.getByRole('button', { name: 'Show image 1 of 3' }).click();
      await expect(position).toHaveText('1 / 4');
      await expect(viewer.getByRole('button', { name: 'Previous' })).toBeHidden();
      // A double click zooms in, the zoom button zooms back out.
      await shown.dblclick();
      await expect.poll(() => shownScale(page)).toBeGreaterThan(1.5);
      await viewer.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => shownScale(page)).toBe(1);
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => shownScale(page)).toBeGreaterThan(1.5);
      await viewer.getByRole('button', { name: 'Zoom out' }).click();
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText('2 / 4');
    }
    await expectNoAccessibilityViolations(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The page shows the picture last seen in the viewer, and the focus is back where it was.
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('alt', isMobile ? 'Bundle laid flat, front' : 'Bundle detail 2');
    if (!isMobile) await expect(open).toBeFocused();
    expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
  });
});

test('the QC video is the last thumbnail, costs nothing until played, and plays with seeking, inline and in the viewer @mobile', async ({ page, request }) => {
  await withViewerProduct(request, async (product) => {
    const problems = watchPageProblems(page);
    const videoRequests: { status: number; range: string | null }[] = [];
    page.on('response', async (response) => {
      if (/\.webm$/.test(new URL(response.url()).pathname)) videoRequests.push({ status: response.status(), range: await response.request().headerValue('range') });
    });
    await page.goto(`/product/${product.id}`);
    await appStarted(page);
    const thumbnails = page.getByRole('listitem').getByRole('button', { name: /^Show / });
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.last()).toHaveAccessibleName('Show the QC video');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    await thumbnails.last().click();
    const video = page.getByTestId('product-video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAccessibleName(`QC video of ${product.name}`);
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);

    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
    // Seeking asks the server for a part of the file.
    await video.evaluate((v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 1.5;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(videoRequests.every((r) => r.status === 206 && r.range?.startsWith('bytes='))).toBe(true);

    // In the viewer, the video is its last slide.
    await page.getByRole('button', { name: 'Show image 1 of 3' }).click();
    await page.getByRole('button', { name: /View full screen/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('button', { name: 'Show the QC video' }).click();
    await expect(viewer.getByTestId('viewer-position')).toHaveText('4 / 4');
    const inViewer = viewer.getByTestId('viewer-video');
    await expect(inViewer).toBeVisible();
    await inViewer.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => inViewer.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
    // Leaving the slide stops the video.
    await viewer.getByRole('button', { name: 'Show image 2 of 3' }).click();
    await expect.poll(() => inViewer.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
  });
});

test('a product with one picture and no video: no thumbnails, and the viewer shows 1 / 1 without arrows', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const source = await productNamed(request, SOURCE_PRODUCT);
  const created = await request.post('/api/products', { headers, data: { published: true, name: `Single Picture Bundle ${Date.now()}`, image_url: source.image_url } });
  const product = (await created.json()) as ApiProduct;
  try {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('button', { name: /^Show / })).toHaveCount(0);
    await page.getByRole('button', { name: /View full screen/ }).click();
    const viewer = page.getByRole('dialog', { name: `${product.name}: pictures and video` });
    await expect(viewer.getByTestId('viewer-position')).toHaveText('1 / 1');
    await expect(viewer.getByRole('button', { name: /^Show / })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Previous' })).toBeHidden();
    await expect(viewer.getByRole('button', { name: 'Next' })).toBeHidden();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers });
  }
});

test('an admin adds a QC video and its poster in the product form; a wrong file is refused with its reason', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/products', { headers, data: { published: true, name: `Video Form Bundle ${Date.now()}` } });
  const product = (await created.json()) as ApiProduct;
  try {
    await signInAsAdmin(page, request);
    await page.goto(`/admin/products/${product.id}`);
    const card = page.getByRole('region', { name: 'QC video' });
    await expect(card).toContainText('No video yet');

    const videoInput = card.locator('input[type=file][accept="video/mp4,video/webm"]');
    await videoInput.setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video at all') });
    await expect(page.getByText('notes.mp4: file: must be an MP4 or WebM video (its content is checked, not its name)')).toBeVisible();
    await videoInput.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') });
    await expect(page.getByText('photo.jpg: Choose an MP4 or WebM video')).toBeVisible();

    await videoInput.setInputFiles(path.join(VIDEO_FIXTURES, 'qc-clip.mp4'));
    await expect(page.getByText('Video uploaded')).toBeVisible();
    await expect(card.getByLabel('QC video preview')).toBeVisible();
    const poster = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 60, g: 40, b: 30 } } }).png().toBuffer();
    await card.locator('input[type=file][accept="image/*"]').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: poster });
    await expect(card.getByRole('img', { name: 'Poster image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Product' }).click();
    // The admin stays on the product after saving.
    await expect(page.getByText('Product saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));

    const saved = (await (await request.get(`/api/products/${product.id}`)).json()) as ApiProduct & { video_poster_url: string | null };
    expect(saved.video_url).toMatch(/^\/uploads\/products\/qc-clip-[0-9a-f]{12}\.mp4$/);
    expect(saved.video_poster_url).toMatch(/^\/uploads\/products\/.+\.webp$/);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Show the QC video' }).click();
    await expect(page.getByTestId('product-video')).toHaveAttribute('poster', new RegExp(`${saved.video_poster_url!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers });
  }
});
