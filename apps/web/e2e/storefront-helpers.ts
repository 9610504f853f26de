// Shared by the specs: reading and temporarily changing a site-config section
// through the REST API as the seeded admin, a phone-width viewport, and a product
// page's card fields, and a control's keyboard focus ring.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { baseUrl, adminToken } from './support';

export type SectionConfig = Record<string, unknown>;

interface SectionRecord {
  title: string | null;
  config: SectionConfig;
}

async function readSection(request: APIRequestContext, section: string, baseURL = baseUrl()): Promise<SectionRecord> {
  const response = await request.get(`${baseURL}/api/site-config?section=${section}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SectionRecord;
}

export async function readSectionConfig(request: APIRequestContext, section: string, baseURL = baseUrl()): Promise<SectionConfig> {
  return (await readSection(request, section, baseURL)).config;
}

/** Stores the config; the title too when given (without one the stored title stays). */
async function writeSection(request: APIRequestContext, token: string, section: string, record: { config: SectionConfig; title?: string | null }): Promise<void> {
  const response = await request.put(`${baseUrl()}/api/site-config/${section}`, {
    headers: { authorization: `Bearer ${token}` },
    data: record,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Runs `body` while the section holds `change(original)`, then puts the original back. */
export async function withSectionConfig(
  request: APIRequestContext,
  section: string,
  change: (config: SectionConfig) => SectionConfig,
  body: () => Promise<void>,
): Promise<void> {
  const token = await adminToken(request);
  const original = await readSectionConfig(request, section);
  await writeSection(request, token, section, { config: change(structuredClone(original)) });
  try {
    await body();
  } finally {
    await writeSection(request, token, section, { config: original });
  }
}

/**
 * Puts the named sections back as they were before the file's tests ran, so that
 * the storefront's specs, which run later on the same server, see the seed.
 */
export function keepSiteConfig(...sections: string[]): void {
  let saved: (SectionRecord & { section: string })[] = [];
  test.beforeAll(async ({ request }) => {
    saved = [];
    for (const section of sections) saved.push({ section, ...(await readSection(request, section)) });
  });
  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    for (const { section, title, config } of saved) await writeSection(request, token, section, { config, title });
  });
}

/** Tests of phone layouts (mobile menu, overflowing strips) need a phone's width, also in the desktop project. */
export async function usePhoneWidth(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 900) await page.setViewportSize({ width: 390, height: 844 });
}

/** The value shown next to a label in the product page's card fields. */
export function productFact(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/**
 * Tabs onto `control` (from the control before it) and checks its focus ring: a solid
 * outline of 2 px or more under :focus-visible, which changes how the control looks.
 */
export async function expectFocusRing(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const around = (await control.boundingBox())!;
  const clip = { x: Math.max(0, around.x - 6), y: Math.max(0, around.y - 6), width: around.width + 12, height: around.height + 12 };
  const before = await page.screenshot({ clip });
  await control.evaluate((el) => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')].filter((e) => e.offsetParent !== null);
    focusable[focusable.indexOf(el as HTMLElement) - 1]?.focus();
  });
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  const ring = await control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { focusVisible: el.matches(':focus-visible'), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring).toMatchObject({ focusVisible: true, outline: 'solid' });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect((await page.screenshot({ clip })).equals(before), 'the ring shows on screen').toBe(false);
}
