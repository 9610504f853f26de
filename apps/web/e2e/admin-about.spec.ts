// About management (spec points 2, 5 and 8): the Company Mission and Company
// Values forms with their validation messages and toasts, the × shown only
// while more than one value exists, empty values dropped, the Content Preview,
// and the public About page showing what was saved.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface SectionRecord {
  section: string;
  title: string | null;
  config: Record<string, unknown>;
}

async function section(request: APIRequestContext, name: 'mission' | 'values'): Promise<SectionRecord> {
  const response = await request.get(`/api/site-config?section=${name}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SectionRecord;
}

async function restore(request: APIRequestContext, record: SectionRecord) {
  const token = await adminToken(request);
  const response = await request.put(`/api/site-config/${record.section}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { config: record.config, title: record.title },
  });
  expect(response.status()).toBe(200);
}

test.describe.configure({ timeout: 90_000 });

test('mission and values: validation, saving, the preview and the About page', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const before = { mission: await section(request, 'mission'), values: await section(request, 'values') };
  await signInAsAdmin(page, request);
  await page.goto('/admin/about');
  await expect(page.getByRole('heading', { level: 2, name: 'Company Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Company Values' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Content Preview' })).toBeVisible();
  const missionField = page.getByRole('textbox', { name: /^Mission Text/ });
  await expect(missionField).toHaveValue(String(before.mission.config.text));

  try {
    // Mission: required, then saved.
    await missionField.fill('   ');
    await page.getByRole('button', { name: 'Save Mission' }).click();
    await expect(page.getByText('Mission text is required', { exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const mission = `We sort every bundle by hand in Hanoi. ${Date.now()}`;
    await missionField.fill(mission);
    await expect(page.getByText('Mission text is required', { exact: true })).toHaveCount(0);
    const preview = page.getByRole('region', { name: 'Content Preview' });
    await expect(preview.getByText(mission)).toBeVisible();
    await page.getByRole('button', { name: 'Save Mission' }).click();
    await expect(page.getByText('Mission updated successfully', { exact: true })).toBeVisible();
    expect(await section(request, 'mission')).toMatchObject({ title: 'Our Mission', config: { text: mission } });

    // Values: the × disappears at one value; an empty list is refused.
    const storedValues = before.values.config.values as string[];
    for (let n = storedValues.length; n > 1; n -= 1) {
      await page.getByRole('button', { name: `Remove value ${n}` }).click();
    }
    await expect(page.getByRole('textbox', { name: /^Value \d+$/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Remove value/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Value 1', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Values' }).click();
    await expect(page.getByText('At least one value is required', { exact: true })).toBeVisible();

    const craft = `Craftsmanship ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Value 1', exact: true }).fill('Integrity');
    await page.getByRole('button', { name: 'Add Value' }).click();
    await page.getByRole('button', { name: 'Add Value' }).click();
    await page.getByRole('textbox', { name: 'Value 3', exact: true }).fill(craft);
    await expect(page.getByRole('button', { name: 'Remove value 1' })).toBeVisible();
    await expect(preview.getByText(craft)).toBeVisible();
    await page.getByRole('button', { name: 'Save Values' }).click();
    await expect(page.getByText('Values updated successfully', { exact: true })).toBeVisible();
    // The empty second value was dropped.
    await expect(page.getByRole('textbox', { name: /^Value \d+$/ })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Value 2', exact: true })).toHaveValue(craft);
    expect(await section(request, 'values')).toMatchObject({ title: 'Our Values', config: { values: ['Integrity', craft] } });

    // The public About page.
    await page.goto('/about');
    await expect(page.getByTestId('mission-text')).toHaveText(mission);
    const valuesRegion = page.getByRole('region', { name: 'Our Values' });
    await expect(valuesRegion.getByRole('heading', { level: 3, name: craft })).toBeVisible();
    await expect(valuesRegion.getByRole('heading', { level: 3, name: 'Integrity' })).toBeVisible();
  } finally {
    await restore(request, before.mission);
    await restore(request, before.values);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the about screen at phone width @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const values = await section(request, 'values');
  await signInAsAdmin(page, request);
  await page.goto('/admin/about');
  await expect(page.getByRole('textbox', { name: /^Value \d+$/ })).toHaveCount((values.config.values as string[]).length);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
