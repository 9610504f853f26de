// The admin's rich-text editor: a blog post written with the toolbar (headings,
// lists, links through the link dialog, quote, undo/redo, image alt text) is stored
// as that HTML and shown so on the public post page; the product description editor
// has the same writing tools.
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface StoredPost {
  slug: string;
  title: string;
  content: string;
}

const WRITING_TOOLS = ['Undo', 'Redo', 'Paragraph', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote'];

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

function png(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 120, g: 84, b: 52 } } }).png().toBuffer();
}

async function storedPost(request: APIRequestContext, title: string): Promise<StoredPost> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = (await (await request.get('/api/posts?published=false', { headers })).json()) as StoredPost[];
  const summary = list.find((p) => p.title === title);
  expect(summary, `post "${title}" in the list`).toBeDefined();
  const response = await request.get(`/api/posts/${summary!.slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredPost;
}

/** The names of a toolbar's buttons, in order. */
function toolNames(toolbar: Locator): Promise<string[]> {
  return toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
}

/** Selects `text`, the characters just before the caret, with the keyboard. */
async function selectBack(page: Page, text: string) {
  for (let i = 0; i < text.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(text);
}

// One long story typed key by key: slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

test('a post written with the toolbar is stored as that HTML and shown so on the blog', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New post' }).click();
  const title = `Caring for raw hair ${unique()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);

  const toolbar = page.getByRole('toolbar', { name: 'Content formatting' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  await expect.poll(() => toolNames(toolbar)).toEqual([...WRITING_TOOLS, 'Align left', 'Align center', 'Align right', 'Insert image', 'Image alt text', 'HTML source']);
  await expect(tool('Undo')).toBeDisabled();
  await expect(tool('Image alt text')).toBeDisabled();

  // A heading, then a paragraph.
  await editor.click();
  await page.keyboard.type('Three grades');
  await tool('Heading 2').click();
  await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool('Paragraph')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(tool('Heading 2')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('Every bundle is sorted by hand.');
  await page.keyboard.press('Enter');

  // A bulleted list (clicked) and a numbered list (from the keyboard); an empty item's Enter ends a list.
  await tool('Bulleted list').click();
  await expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Thick ends');
  await page.keyboard.press('Enter');
  await page.keyboard.type('No shedding');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tool('Numbered list').press('Enter');
  await expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Wash in cool water');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Dry flat');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  const addLink = async (url: string) => {
    await tool('Link').click();
    await linkDialog.getByLabel('URL').fill(url);
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(linkDialog).toHaveCount(0);
    await expect(editor).toBeFocused();
  };

  // A link through the dialog: a script address is refused, a bare host becomes https://, new tab on.
  await page.keyboard.type('Read the care guide');
  await selectBack(page, 'care guide');
  await tool('Link').click();
  await expect(linkDialog.getByLabel('URL')).toBeFocused();
  await expect(linkDialog.getByRole('button', { name: 'Remove link' })).toHaveCount(0);
  await linkDialog.getByLabel('URL').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(linkDialog.getByText('Enter a web address (https://…), a mailto: address, or a path of this site starting with /')).toBeVisible();
  await linkDialog.getByLabel('URL').fill('example.com/care');
  await linkDialog.getByLabel('Open in new tab').check();
  await expectNoAccessibilityViolations(page);
  await linkDialog.getByLabel('URL').press('Enter');
  await expect(linkDialog).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link', { name: 'care guide' })).toHaveAttribute('href', 'https://example.com/care');

  // A second link in the same tab, and a third one that is removed again (its text stays).
  await page.keyboard.press('End');
  await page.keyboard.type(' and our hair');
  await selectBack(page, 'our hair');
  await addLink('/products');
  await page.keyboard.press('End');
  await page.keyboard.type('. Ask us');
  await selectBack(page, 'Ask us');
  await addLink('https://typo.example');
  await editor.getByRole('link', { name: 'Ask us' }).click();
  await expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
  await tool('Link').click();
  const editDialog = page.getByRole('dialog', { name: 'Edit link' });
  await expect(editDialog.getByLabel('URL')).toHaveValue('https://typo.example');
  await expect(editDialog.getByLabel('Open in new tab')).not.toBeChecked();
  await editDialog.getByRole('button', { name: 'Remove link' }).click();
  await expect(editor.getByRole('link', { name: 'Ask us' })).toHaveCount(0);
  await expect(editor).toBeFocused();

  // The existing link opens with its address and its new-tab choice.
  await editor.getByRole('link', { name: 'care guide' }).click();
  await tool('Link').click();
  await expect(editDialog.getByLabel('URL')).toHaveValue('https://example.com/care');
  await expect(editDialog.getByLabel('Open in new tab')).toBeChecked();
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editDialog).toHaveCount(0);

  // A quote.
  await editor.getByText('Read the').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tool('Quote').click();
  await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'true');
  // A press on a tool leaves the caret in the text.
  await expect(editor).toBeFocused();
  await page.keyboard.type('Still soft after a year.');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(tool('Quote')).toHaveAttribute('aria-pressed', 'false');

  // Undo and redo a heading.
  await page.keyboard.type('Care tips');
  // Steps within 500 ms of each other make one undo step: keep the typing out of the heading's.
  await page.waitForTimeout(600);
  await tool('Heading 3').click();
  await expect(editor.locator('h3')).toHaveText('Care tips');
  await tool('Undo').click();
  await expect(editor.locator('h3')).toHaveCount(0);
  await expect(tool('Heading 3')).toHaveAttribute('aria-pressed', 'false');
  await tool('Redo').click();
  await expect(editor.locator('h3')).toHaveText('Care tips');
  await expect(tool('Heading 3')).toHaveAttribute('aria-pressed', 'true');

  // An image: its alt text is asked for at once, never taken from the file name, and can be changed later.
  await page.keyboard.press('End');
  const chooser = page.waitForEvent('filechooser');
  await tool('Insert image').click();
  await (await chooser).setFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: await png() });
  const altDialog = page.getByRole('dialog', { name: 'Image alt text' });
  await expect(altDialog.getByLabel('Alt text')).toHaveValue('');
  await expect(altDialog.getByLabel('Alt text')).toBeFocused();
  await altDialog.getByLabel('Alt text').fill('Bundles on the table');
  await altDialog.getByRole('button', { name: 'Apply' }).click();
  const image = editor.locator('img');
  await expect(image).toHaveAttribute('alt', 'Bundles on the table');
  await expect(editor).toBeFocused();
  await editor.getByText('Care tips').click();
  await expect(tool('Image alt text')).toBeDisabled();
  await image.click();
  await tool('Image alt text').click();
  await expect(altDialog.getByLabel('Alt text')).toHaveValue('Bundles on the table');
  await altDialog.getByLabel('Alt text').fill('Raw hair bundles sorted by length');
  await altDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(image).toHaveAttribute('alt', 'Raw hair bundles sorted by length');
  const src = (await image.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/uploads\/blog\/.+\.webp$/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved', { exact: true })).toBeVisible();

  const post = await storedPost(request, title);
  expect(post.content).toBe(
    '<h2>Three grades</h2><p>Every bundle is sorted by hand.</p>' +
      '<ul><li><p>Thick ends</p></li><li><p>No shedding</p></li></ul>' +
      '<ol><li><p>Wash in cool water</p></li><li><p>Dry flat</p></li></ol>' +
      '<p>Read the <a href="https://example.com/care" target="_blank" rel="noopener noreferrer">care guide</a> and <a href="/products">our hair</a>. Ask us</p>' +
      '<blockquote><p>Still soft after a year.</p></blockquote>' +
      `<h3>Care tips</h3><img src="${src}" alt="Raw hair bundles sorted by length" />`,
  );

  // The public page shows the same structure, styled for reading.
  await page.goto(`/blog/${post.slug}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Three grades' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 3, name: 'Care tips' })).toBeVisible();
  const bullets = article.locator('ul').filter({ hasText: 'Thick ends' });
  await expect(bullets.getByRole('listitem')).toHaveText(['Thick ends', 'No shedding']);
  await expect(bullets).toHaveCSS('list-style-type', 'disc');
  const numbered = article.locator('ol').filter({ hasText: 'Wash in cool water' });
  await expect(numbered.getByRole('listitem')).toHaveText(['Wash in cool water', 'Dry flat']);
  await expect(numbered).toHaveCSS('list-style-type', 'decimal');
  const guide = article.getByRole('link', { name: 'care guide' });
  await expect(guide).toHaveAttribute('href', 'https://example.com/care');
  await expect(guide).toHaveAttribute('target', '_blank');
  await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByRole('link', { name: 'our hair' })).not.toHaveAttribute('target', /./);
  const quote = article.locator('blockquote');
  await expect(quote).toHaveText('Still soft after a year.');
  await expect(quote).toHaveCSS('border-left-style', 'solid');
  await expect(quote).toHaveCSS('font-style', 'italic');
  await expect(article.getByRole('img', { name: 'Raw hair bundles sorted by length' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const cleanup = await request.delete(`/api/posts/${post.slug}`, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(cleanup.status()).toBe(204);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the product description editor has the same writing tools', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await page.goto('/admin/products/new');
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' });
  await expect.poll(() => toolNames(toolbar)).toEqual(WRITING_TOOLS);

  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await page.keyboard.type('Double drawn body wave');
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await expect(editor.locator('h2')).toHaveText('Double drawn body wave');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Cuticle aligned');
  await expect(editor.locator('ul li')).toHaveText('Cuticle aligned');
  await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
