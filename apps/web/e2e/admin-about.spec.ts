// About management: the Company Mission and Company
// Values forms with their validation messages and toasts, the × shown only
// while more than one value exists, empty values dropped, the Content Preview,
// the value descriptions, figures and team, and the public About page showing
// what was saved.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface SectionRecord {
  section: string;
  title: string | null;
  config: Record<string, unknown>;
}

async function section(request: APIRequestContext, name: 'mission' | 'values' | 'team' | 'about_figures' | 'stats'): Promise<SectionRecord> {
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
    // 'Integrity' keeps the description it had; a value without one is stored as its name.
    expect(await section(request, 'values')).toMatchObject({ title: 'Our Values', config: { values: [{ name: 'Integrity' }, craft] } });

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

test('a value with its description, a figure and a team member with a photo reach the About page', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const before = { values: await section(request, 'values'), team: await section(request, 'team'), figures: await section(request, 'about_figures') };
  const valueCount = (before.values.config.values as unknown[]).length;
  const memberCount = (before.team.config.members as unknown[]).length;
  await signInAsAdmin(page, request);
  await page.goto('/admin/about');
  await expect(page.getByRole('heading', { level: 2, name: 'About Page Figures' })).toBeVisible();
  const stamp = Date.now();

  try {
    // A new value with the line the About page shows under it.
    const value = `Transparency ${stamp}`;
    const description = `Every lot is filmed before it ships. ${stamp}`;
    await page.getByRole('button', { name: 'Add Value' }).click();
    await page.getByRole('textbox', { name: `Value ${valueCount + 1}`, exact: true }).fill(value);
    await page.getByRole('textbox', { name: `Value ${valueCount + 1} description`, exact: true }).fill(description);
    await expect(page.getByRole('region', { name: 'Content Preview' }).getByText(description)).toBeVisible();
    await page.getByRole('button', { name: 'Save Values' }).click();
    await expect(page.getByText('Values updated successfully', { exact: true })).toBeVisible();
    const storedValues = (await section(request, 'values')).config.values as unknown[];
    expect(storedValues[valueCount]).toEqual({ name: value, description });

    // A figure: a label is required, then the new value is stored.
    const years = `${stamp % 90}+`;
    await page.getByRole('textbox', { name: 'Figure label 2', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Figures' }).click();
    await expect(page.getByText('Figure 2: Figure label is required', { exact: true })).toBeVisible();
    expect(await section(request, 'about_figures')).toEqual(before.figures);
    await page.getByRole('textbox', { name: 'Figure label 2', exact: true }).fill('Years in business');
    await page.getByRole('textbox', { name: 'Figure value 2', exact: true }).fill(years);
    await page.getByRole('button', { name: 'Save Figures' }).click();
    await expect(page.getByText('Figures updated successfully', { exact: true })).toBeVisible();
    expect(((await section(request, 'about_figures')).config.figures as unknown[])[1]).toEqual({ value: years, label: 'Years in business' });

    // A team member with a cropped photo, stored when the team is saved.
    const n = memberCount + 1;
    const name = `Vũ Minh Anh ${stamp}`;
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const member = page.getByRole('group', { name: `Team member ${n}` });
    await member.getByRole('textbox', { name: `Member ${n} name` }).fill(name);
    await member.getByRole('textbox', { name: `Member ${n} title` }).fill('Colour Specialist');
    await member.getByRole('textbox', { name: `Member ${n} bio` }).fill('Anh mixes and checks every custom colour lot.');
    await member.getByRole('button', { name: 'Upload & crop photo' }).click();
    const cropper = page.getByRole('dialog', { name: 'Team member photo' });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 60, b: 40 } } }).png().toBuffer();
    await cropper.getByLabel('Choose image').setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: png });
    await cropper.getByRole('button', { name: 'Save Image' }).click();
    await expect(cropper).toBeHidden();
    await expect(member.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute('src', /^data:image\/webp;base64,/);
    await page.getByRole('button', { name: 'Save Team' }).click();
    await expect(page.getByText('Team updated successfully', { exact: true })).toBeVisible();
    const members = (await section(request, 'team')).config.members as { name: string; title: string; bio: string; photo: string }[];
    expect(members).toHaveLength(n);
    expect(members[n - 1]).toMatchObject({ name, title: 'Colour Specialist', bio: 'Anh mixes and checks every custom colour lot.' });
    expect(members[n - 1]!.photo).toMatch(/^\/uploads\/site-config\/team-\d+-\d+.*\.webp$/);
    const photo = await request.get(members[n - 1]!.photo);
    expect(photo.status()).toBe(200);
    expect(await sharp(await photo.body()).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    await expect(member.getByRole('textbox', { name: `Member ${n} photo URL` })).toHaveValue(members[n - 1]!.photo);

    // The public About page shows all of it.
    await page.goto('/about');
    const valuesRegion = page.getByRole('region', { name: 'Our Values' });
    await expect(valuesRegion.getByRole('heading', { level: 3, name: value })).toBeVisible();
    await expect(valuesRegion.getByText(description, { exact: true })).toBeVisible();
    const figures = page.getByTestId('about-figures');
    await expect(figures.getByRole('definition').nth(1)).toHaveText(years);
    await expect(figures.getByRole('term').nth(1)).toHaveText('Years in business');
    const team = page.getByRole('region', { name: 'Meet the Team' });
    const card = team.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(card.getByText('Colour Specialist', { exact: true })).toBeVisible();
    await expect(card.getByText('Anh mixes and checks every custom colour lot.', { exact: true })).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`${members[n - 1]!.photo.replace(/[.]/g, '\\.')}$`));
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  } finally {
    await restore(request, before.values);
    await restore(request, before.team);
    await restore(request, before.figures);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the seeded home statistics and About figures agree, and office hours name UTC+7 @mobile', async ({ page, request }) => {
  const stats = (await section(request, 'stats')).config.stats as { value: string; label: string }[];
  const years = stats.find((s) => s.label === 'Years in business')!.value;
  await page.goto('/about');
  const figures = page.getByTestId('about-figures');
  await expect(figures.getByRole('definition')).toContainText(['2009', years]);
  await expect(page.getByText(/^Since 2009 our Hanoi workshop/)).toBeVisible();
  await page.goto('/');
  const statsRow = page.getByRole('region', { name: 'What Our Clients Say' });
  await expect(statsRow.getByText(years, { exact: true })).toBeVisible();
  await expect(statsRow.getByText('Years in business', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/\(Vietnam time, UTC\+7\)$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get in Touch' }).getByText('Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)', { exact: true })).toBeVisible();
});
