// About /about: the heading, the mission and values an admin edits, the team and
// the client testimonials (stored ones, or the fixed set on an empty site).
import { expect, test, type Page } from '@playwright/test';
import { emptyBaseUrl, adminToken, expectNoAccessibilityViolations, watchPageProblems } from './support';

interface SectionRecord {
  title: string | null;
  config: Record<string, unknown>;
}
interface StoredTestimonial {
  quote: string;
  author: string;
  role: string | null;
}

const HEADING = 'ABOUT VietSilk Hair FACTORY';
const TEAM = ['Nguyễn Thị Lan', 'Trần Minh Đức', 'Phạm Thu Hà', 'Lê Hoàng Nam'];

async function expectTeam(page: Page) {
  const team = page.getByRole('region', { name: 'Meet the Team' });
  for (const name of TEAM) await expect(team.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(team.getByText('Founder & Managing Director')).toBeVisible();
  await expect(team.getByText(/Lan grew up in a family of hair collectors/)).toBeVisible();
}

test('@mobile the About page shows the heading, mission, values, team and the newest client testimonials', async ({ page, request }) => {
  const mission = (await (await request.get('/api/site-config?section=mission')).json()) as SectionRecord;
  const values = (await (await request.get('/api/site-config?section=values')).json()) as SectionRecord;
  const testimonials = (await (await request.get('/api/testimonials')).json()) as StoredTestimonial[];
  expect(testimonials.length).toBeGreaterThan(3);

  const problems = watchPageProblems(page);
  await page.goto('/about');
  await expect(page).toHaveTitle('About Us | VietSilk Hair');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText('About Us')).toHaveAttribute('aria-current', 'page');

  await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
  await expect(page.getByTestId('mission-text')).toHaveText(String(mission.config.text));
  const valuesRegion = page.getByRole('region', { name: 'Our Values' });
  // A value is stored as a plain name or as { name, description }.
  for (const value of values.config.values as (string | { name: string; description: string })[]) {
    const name = typeof value === 'string' ? value : value.name;
    await expect(valuesRegion.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    if (typeof value !== 'string') await expect(valuesRegion.getByText(value.description, { exact: true })).toBeVisible();
  }
  await expectTeam(page);

  // The three newest, in the server's order (newest first).
  const clients = page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('listitem');
  await expect(clients).toHaveCount(3);
  for (const [i, t] of testimonials.slice(0, 3).entries()) {
    await expect(clients.nth(i)).toContainText(t.quote);
    await expect(clients.nth(i)).toContainText(t.author);
    if (t.role) await expect(clients.nth(i)).toContainText(t.role);
  }
  await expect(page.getByText(testimonials[3]!.quote)).toHaveCount(0);

  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the mission and values an admin saves through the API show on the About page', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = {
    mission: (await (await request.get('/api/site-config?section=mission')).json()) as SectionRecord,
    values: (await (await request.get('/api/site-config?section=values')).json()) as SectionRecord,
  };
  const mission = `Hand-drawn bundles from Hanoi, checked strand by strand (${Date.now()}).`;
  try {
    expect((await request.put('/api/site-config/mission', { headers, data: { config: { text: mission } } })).status()).toBe(200);
    const put = await request.put('/api/site-config/values', { headers, data: { config: { values: ['Honesty', ' ', 'Craft'] } } });
    expect(put.status()).toBe(200);

    await page.goto('/about');
    await expect(page.getByTestId('mission-text')).toHaveText(mission);
    const valuesRegion = page.getByRole('region', { name: 'Our Values' });
    await expect(valuesRegion.getByRole('heading', { level: 3 })).toHaveText(['Honesty', 'Craft']);
  } finally {
    await request.put('/api/site-config/mission', { headers, data: { config: before.mission.config } });
    await request.put('/api/site-config/values', { headers, data: { config: before.values.config } });
  }
  await page.reload();
  await expect(page.getByTestId('mission-text')).toHaveText(String(before.mission.config.text));
});

test('@mobile on a site without testimonials or a mission, About shows the fixed ones', async ({ page, request }) => {
  expect(await (await request.get(`${emptyBaseUrl()}/api/testimonials`)).json()).toEqual([]);
  const problems = watchPageProblems(page);
  await page.goto(`${emptyBaseUrl()}/about`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(page.getByTestId('mission-text')).toHaveText(
    'VietSilk Hair makes premium hair extensions from 100% human Vietnamese hair for salons, beauty supply stores and distributors around the world, with consistent quality at factory prices.',
  );
  await expect(page.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 })).toHaveText([
    'Integrity',
    'Excellence',
    'Client-First',
    'Innovation',
  ]);
  await expectTeam(page);
  const clients = page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('listitem');
  await expect(clients).toHaveCount(3);
  await expect(clients.first()).toContainText('Grace Mensah');
  await expect(clients.first()).toContainText('Salon owner, Accra, Ghana');
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
