// Shared by the storefront specs: reading and temporarily changing a site-config
// section through the REST API as the seeded admin, and a phone-width viewport.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL, adminToken } from './support';

export type SectionConfig = Record<string, unknown>;

export async function readSectionConfig(request: APIRequestContext, section: string, baseURL = BASE_URL): Promise<SectionConfig> {
  const response = await request.get(`${baseURL}/api/site-config?section=${section}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { config: SectionConfig }).config;
}

async function writeSectionConfig(request: APIRequestContext, token: string, section: string, config: SectionConfig): Promise<void> {
  const response = await request.put(`${BASE_URL}/api/site-config/${section}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { config },
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
  await writeSectionConfig(request, token, section, change(structuredClone(original)));
  try {
    await body();
  } finally {
    await writeSectionConfig(request, token, section, original);
  }
}

/** Tests of phone layouts (mobile menu, overflowing strips) need a phone's width, also in the desktop project. */
export async function usePhoneWidth(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) >= 900) await page.setViewportSize({ width: 390, height: 844 });
}
