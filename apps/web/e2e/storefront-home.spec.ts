// The home page section by section on the seeded server, and the fallbacks
// (bundled hero images, demo products and testimonials, no partners) on the
// empty one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseUrl, emptyBaseUrl, appStarted, expectNoAccessibilityViolations, watchPageProblems } from './support';
import { readSectionConfig, usePhoneWidth, withSectionConfig } from './storefront-helpers';

// Each test drives several page loads (and axe) on a shared machine.
test.describe.configure({ timeout: 60_000 });

interface HeroConfig {
  title: string;
  subtitle: string;
  cta_text: string;
  cta_link: string;
  images: { url: string; alt: string }[];
}

const hero = (page: Page) => page.getByRole('region', { name: 'Featured collections' });
const currentDot = (page: Page) => hero(page).locator('[aria-label^="Go to slide"][aria-current="true"]');

/** The home page on a clock of the test's own: the carousel's seconds pass when the test says. */
async function homeOnTestClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await appStarted(page);
}

/** Lets `ms` of the page's time pass, then expects slide `name` (or, with `not`, any other). */
async function after(page: Page, ms: number, name: string, not = false): Promise<void> {
  await page.clock.runFor(ms);
  if (not) await expect(currentDot(page)).not.toHaveAccessibleName(name);
  else await expect(currentDot(page)).toHaveAccessibleName(name);
}

async function heightOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

test.describe('hero carousel', () => {
  test('overlays the configured title, subtitle and CTA on the first of the configured images @mobile', async ({ page, request }) => {
    const config = (await readSectionConfig(request, 'hero')) as unknown as HeroConfig;
    const problems = watchPageProblems(page);
    await page.goto('/');
    const section = hero(page);
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(config.title);
    await expect(section.getByText(config.subtitle, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: config.cta_text, exact: true })).toHaveAttribute('href', config.cta_link);

    // Relative image URLs are served from the API host (without /api).
    const images = section.locator('img');
    await expect(images).toHaveCount(config.images.length);
    for (const [i, image] of config.images.entries()) {
      await expect(section.getByRole('group', { name: `${i + 1} of ${config.images.length}` }).locator('img')).toHaveAttribute('src', `${baseUrl()}${image.url}`);
    }
    const first = section.getByRole('group', { name: `1 of ${config.images.length}` }).locator('img');
    await expect(first).toHaveAttribute('alt', config.images[0]!.alt);
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '2560');
    await expect(first).toHaveAttribute('height', '823');
    await expect(section.getByRole('group', { name: `2 of ${config.images.length}` }).locator('img')).toHaveAttribute('loading', 'lazy');

    // 65% of the viewport high.
    const viewportHeight = page.viewportSize()?.height ?? 0;
    expect(Math.abs((await heightOf(section)) - viewportHeight * 0.65)).toBeLessThan(2);

    await expect(section.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(config.images.length);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await expect(section.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('shows the CTA only when both its text and its link are configured', async ({ page, request }) => {
    await withSectionConfig(request, 'hero', (config) => ({ ...config, cta_link: '' }), async () => {
      await page.goto('/');
      await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible();
      await expect(hero(page).getByRole('link')).toHaveCount(0);
    });
    await withSectionConfig(request, 'hero', (config) => ({ ...config, cta_text: 'Request a Quote', cta_link: '/about', images: ['/hero/hero-2.webp'] }), async () => {
      await page.goto('/');
      await expect(hero(page).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/about');
      // A plain string item works too; one image needs no slide controls.
      await expect(hero(page).locator('img')).toHaveAttribute('src', `${baseUrl()}/hero/hero-2.webp`);
      await expect(hero(page).getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    });
  });

  test('autoplays every 5 seconds, loops, and keeps playing after previous/next and the dots', async ({ page }) => {
    await homeOnTestClock(page);
    await after(page, 4800, 'Go to slide 1');
    // Past the slide's move too: a dot pressed while the strip still moves waits for it.
    await after(page, 1200, 'Go to slide 2');

    // Previous from slide 1 loops round to the last slide.
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await after(page, 1000, 'Go to slide 1');
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await after(page, 1000, 'Go to slide 3');
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await after(page, 1000, 'Go to slide 1');

    // Autoplay was not disabled by the clicks: with the mouse away it goes on.
    await page.mouse.move(5, 5);
    await after(page, 5000, 'Go to slide 1', true);
  });

  test('pauses while the mouse is over it, and with the pause button', async ({ page }) => {
    await homeOnTestClock(page);
    const box = await hero(page).boundingBox();
    if (!box) throw new Error('no hero');
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4);
    await after(page, 7000, 'Go to slide 1');
    await page.mouse.move(5, 5);
    await after(page, 5500, 'Go to slide 1', true);

    await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    const paused = (await currentDot(page).getAttribute('aria-label')) ?? '';
    await after(page, 7000, paused);
    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(5, 5);
    await after(page, 5500, paused, true);
  });

  test('falls back to the three bundled images on a site without hero images @mobile', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto(`${emptyBaseUrl()}/`);
    const section = hero(page);
    await expect(section.locator('img')).toHaveCount(3);
    for (const n of [1, 2, 3]) {
      await expect(section.getByRole('group', { name: `${n} of 3` }).locator('img')).toHaveAttribute('src', `/hero/hero-${n}.webp`);
    }
    await expect(section.getByRole('group', { name: '1 of 3' }).locator('img')).toHaveAttribute('fetchpriority', 'high');
    // The bundled file is really there.
    const image = await page.request.get(`${emptyBaseUrl()}/hero/hero-1.webp`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    // Without a configured title the brand is the page's heading; no CTA is configured.
    await expect(section.getByRole('heading', { level: 1 })).toHaveText('VietSilk Hair');
    await expect(section.getByRole('link')).toHaveCount(0);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test('the about block shows the configured mission and values and links to /about @mobile', async ({ page, request }) => {
  const mission = (await readSectionConfig(request, 'mission')) as { text: string };
  // A value is stored as its name, or as { name, description }; the block names each one.
  const values = (await readSectionConfig(request, 'values')) as { values: (string | { name: string })[] };
  await page.goto('/');
  const about = page.getByRole('region', { name: 'Hair we sort and draw by hand, shipped from our own factory' });
  await expect(about.getByText(mission.text, { exact: true })).toBeVisible();
  await expect(about.getByRole('listitem')).toHaveText(values.values.map((value) => (typeof value === 'string' ? value : value.name)));
  await expect(about.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
  const image = about.locator('img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('width', /\d+/);
});

test.describe('product showcase', () => {
  test('takes its heading, button texts and link from the product_showcase config', async ({ page, request }) => {
    const custom = { title: 'BEST SELLERS THIS SEASON', view_all_text: 'See Every Product', view_all_link: '/products/hair-weave', buy_now_text: 'ORDER NOW' };
    await withSectionConfig(request, 'product_showcase', (config) => ({ ...config, ...custom }), async () => {
      await page.goto('/');
      const showcase = page.getByRole('region', { name: custom.title });
      await expect(showcase.getByRole('heading', { level: 2 })).toHaveText(custom.title);
      await expect(showcase.getByRole('link', { name: custom.view_all_text })).toHaveAttribute('href', custom.view_all_link);
      await expect(showcase.getByRole('link', { name: /^ORDER NOW: / })).toHaveCount(8);
    });
    await page.goto('/');
    const showcase = page.getByRole('region', { name: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR' });
    await expect(showcase.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
    await expect(showcase.getByRole('link', { name: /^BUY NOW: / })).toHaveCount(8);
    // Below the fold: product images load lazily and carry their size.
    await expect(showcase.locator('img').first()).toHaveAttribute('loading', 'lazy');
    await expect(showcase.locator('img').first()).toHaveAttribute('height', '800');
  });

  test('shows four demo products when the catalogue is empty @mobile', async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.goto(`${emptyBaseUrl()}/`);
    const showcase = page.getByRole('region', { name: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR' });
    const names = ['Natural Black Body Wave Bundles', 'Blonde 613 Silky Straight Weave', 'Custom Colour Bundle Collection', 'Double Drawn Bone Straight Weave 1B'];
    await expect(showcase.getByRole('heading', { level: 3 })).toHaveText(names);
    await expect(showcase.getByRole('listitem').nth(0)).toContainText('$32 – $112');
    await expect(showcase.getByRole('listitem').nth(2)).toContainText('Contact for price');
    await expect(showcase.getByRole('link', { name: `BUY NOW: ${names[0]}` })).toHaveAttribute('href', '/product/demo-natural-black-body-wave');
    await expect(showcase.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
    await expectNoAccessibilityViolations(page);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe('testimonials', () => {
  test('shows up to 4 featured testimonials, newest first, and the stats row @mobile', async ({ page, request }) => {
    const response = await request.get('/api/testimonials?featured=true&limit=4');
    const featured = (await response.json()) as { author: string; quote: string }[];
    expect(featured.length).toBeGreaterThan(0);
    const stats = ((await readSectionConfig(request, 'stats')) as { stats: { value: string; label: string }[] }).stats;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.map((t) => t.author));
    await expect(section.getByText(`“${featured[0]!.quote}”`)).toBeVisible();
    for (const stat of stats) {
      await expect(section.getByText(stat.value, { exact: true })).toBeVisible();
      await expect(section.getByText(stat.label, { exact: true })).toBeVisible();
    }
  });

  test('shows the two demo testimonials when there are none', async ({ page }) => {
    await page.goto(`${emptyBaseUrl()}/`);
    const section = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Grace Mensah', 'Sophie Laurent']);
    // The empty site answers the placeholder statistics.
    for (const text of ['98%', 'Satisfaction', '500+', 'Families', '15+', 'Years', '24/7', 'Support']) {
      await expect(section.getByText(text, { exact: true })).toBeVisible();
    }
  });
});

test.describe('partners strip', () => {
  test('shows 160 px partner cards, linking only those with a real url @mobile', async ({ page, request }) => {
    const { title, partners } = (await readSectionConfig(request, 'partners')) as { title: string; partners: { id: string; name: string; url: string }[] };
    expect(partners.length).toBeGreaterThan(1);
    await withSectionConfig(
      request,
      'partners',
      (config) => ({ ...config, partners: partners.map((p, i) => ({ ...p, url: i === 0 ? 'https://partner.example/' : '#' })) }),
      async () => {
        await page.goto('/');
        const strip = page.getByRole('region', { name: title });
        await expect(strip.getByRole('listitem')).toHaveCount(partners.length);
        for (const item of await strip.getByRole('listitem').all()) expect((await item.boundingBox())?.width).toBe(160);
        const linked = strip.getByRole('link', { name: `${partners[0]!.name} (opens in a new tab)` });
        await expect(linked).toHaveAttribute('href', 'https://partner.example/');
        await expect(linked).toHaveAttribute('target', '_blank');
        await expect(strip.getByRole('link')).toHaveCount(1);
        await expect(strip.getByText(partners[1]!.name, { exact: true })).toBeVisible();
      },
    );
  });

  test('previous and next scroll the strip by one visible width @mobile', async ({ page }) => {
    await usePhoneWidth(page);
    await page.goto('/');
    const list = page.locator('#partners-list');
    await list.scrollIntoViewIfNeeded();
    const previous = page.getByRole('button', { name: 'Previous partners' });
    const next = page.getByRole('button', { name: 'Next partners' });
    await expect(previous).toBeDisabled();
    const width = await list.evaluate((el) => el.clientWidth);
    const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(max).toBeGreaterThan(width);
    await next.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(width);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("says 'No partners configured' when the list is empty @mobile", async ({ page }) => {
    await page.goto(`${emptyBaseUrl()}/`);
    const section = page.getByRole('region', { name: 'Our Partners' });
    await expect(section.getByText('No partners configured', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Next partners' })).toHaveCount(0);
  });
});

test('the whole home page passes axe and the CSP, signed out and on the empty site @mobile', async ({ page }) => {
  // axe reads the whole long page twice.
  test.setTimeout(90_000);
  const problems = watchPageProblems(page);
  for (const base of [baseUrl(), emptyBaseUrl()]) {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectNoAccessibilityViolations(page);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
