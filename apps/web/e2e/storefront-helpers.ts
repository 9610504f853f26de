// Shared by the specs: reading and temporarily changing a site-config section
// through the REST API as the seeded admin, a phone-width viewport, and a product
// page's card fields.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, adminToken } from './support';

export type SectionConfig = Record<string, unknown>;

interface SectionRecord {
  title: string | null;
  config: SectionConfig;
}

async function readSection(request: APIRequestContext, section: string, baseURL = BASE_URL): Promise<SectionRecord> {
  const response = await request.get(`${baseURL}/api/site-config?section=${section}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SectionRecord;
}

export async function readSectionConfig(request: APIRequestContext, section: string, baseURL = BASE_URL): Promise<SectionConfig> {
  return (await readSection(request, section, baseURL)).config;
}

/** Stores the config; the title too when given (without one the stored title stays). */
async function writeSection(request: APIRequestContext, token: string, section: string, record: { config: SectionConfig; title?: string | null }): Promise<void> {
  const response = await request.put(`${BASE_URL}/api/site-config/${section}`, {
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
