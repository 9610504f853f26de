// The wholesale price grid end to end: the product page's selectors and the URL
// that carries the pick, the WhatsApp text naming it, the full price table, the
// admin editor's paste from a spreadsheet (with and without its labels) and the product's JSON-LD offer.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, appStarted, expectNoAccessibilityViolations, ownAddress, signInAsAdmin } from './support';

test.describe.configure({ timeout: 60_000 });

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  price_from: number | null;
  price_to: number | null;
}

const GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }, { min_quantity: 50 }],
  moq: 2,
  line_moq: 1,
  textures: ['Straight', 'Body Wave', 'Deep Wave'],
  grades: ['Single Drawn', 'Double Drawn'],
  cells: [
    { length: 10, texture: 'Straight', grade: 'Single Drawn', prices: [20, 18, 16] },
    { length: 10, texture: 'Straight', grade: 'Double Drawn', prices: [26, 24, 22] },
    { length: 22, texture: 'Straight', grade: 'Double Drawn', prices: [58, 55, 52] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5, 55] },
    { length: 24, texture: 'Deep Wave', grade: 'Double Drawn', prices: [70, 66, 63] },
  ],
};

/** A product with the grid above for the test, deleted afterwards. */
async function withGridProduct(request: APIRequestContext, check: (product: ApiProduct, headers: Record<string, string>) => Promise<void>): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/products', { headers, data: { published: true, name: `Grid Bundle ${Date.now()}`, category: 'hair-bundle' } });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as ApiProduct;
  try {
    const saved = await request.put(`/api/products/${product.id}/prices`, { headers, data: GRID });
    expect(saved.status(), await saved.text()).toBe(200);
    await check(product, headers);
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers });
  }
}

const pressed = (page: Page, group: string, name: string) => page.getByTestId(group).getByRole('button', { name, exact: true });

test('@mobile the product page picks length, texture and grade, keeps them in the URL and names them on WhatsApp', async ({ page, request }) => {
  await withGridProduct(request, async (product) => {
    await page.goto(`/product/${product.id}?length=22&texture=body-wave&grade=double-drawn`);
    await appStarted(page);
    const grid = page.getByTestId('price-grid');
    await expect(grid.getByRole('heading', { name: 'Wholesale prices' })).toBeVisible();
    await expect(pressed(page, 'grid-lengths', '22"')).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed(page, 'grid-textures', 'Body Wave')).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed(page, 'grid-grades', 'Double Drawn')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$62 per bundle');
    // Only offered combinations: at 22" there is no deep wave and no single drawn.
    await expect(pressed(page, 'grid-textures', 'Deep Wave')).toHaveAttribute('aria-disabled', 'true');
    await expect(pressed(page, 'grid-grades', 'Single Drawn')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('grid-tier-table').getByRole('row')).toHaveText(['QuantityPrice', '1–9 kg$62', '10–49 kg$58.50', '50 kg and up$55']);
    await expect(page.getByTestId('grid-terms')).toContainText('Minimum order2 kg');
    await expect(page.getByTestId('grid-terms')).toContainText('Bundle weight100 g per bundle');
    // The card price is the grid's lowest and highest unit price.
    await expect(page.getByTestId('detail-price')).toHaveText('$16 – $70');

    await expect(page.getByRole('link', { name: 'Chat with sales on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // The button steps aside while a price is under it: its link is read wherever the page is scrolled.
    const whatsapp = page.getByTestId('whatsapp-fab');
    const text = (href: string | null) => new URL(href ?? 'https://x').searchParams.get('text');
    expect(text(await whatsapp.getAttribute('href'))).toBe(`Hi, I'm interested in ${product.name} – 22" body wave, double drawn`);

    // Another tier: the URL and the price follow.
    await pressed(page, 'grid-tiers', '10–49 kg').click();
    await expect(page).toHaveURL(/tier=2/);
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$58.50 per bundle');

    // Picking 10": body wave is not offered there, so the texture moves to straight.
    await pressed(page, 'grid-lengths', '10"').click();
    await expect(page).toHaveURL(/length=10&texture=straight&grade=double-drawn&tier=2/);
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$24 per bundle');
    expect(text(await whatsapp.getAttribute('href'))).toBe(`Hi, I'm interested in ${product.name} – 10" straight, double drawn`);

    // A shared link opens the same pick, on a fresh page load.
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(pressed(page, 'grid-lengths', '10"')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$24 per bundle');

    // The full table: every length × texture of the grade and tier.
    const table = page.getByTestId('full-price-table');
    await expect(table.getByRole('heading', { name: 'Full price table' })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Length', 'Straight', 'Body Wave', 'Deep Wave']);
    await expect(table.getByRole('row')).toHaveText(['LengthStraightBody WaveDeep Wave', '10"$24––', '22"$55$58.50–', '24"––$66']);
    await expect(table.getByRole('button', { name: 'Print price table' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

test('a link with a combination that does not exist opens the nearest offered one', async ({ page, request }) => {
  await withGridProduct(request, async (product) => {
    await page.goto(`/product/${product.slug}?length=99&texture=deep-wave&grade=nonsense`);
    await expect(pressed(page, 'grid-lengths', '24"')).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed(page, 'grid-textures', 'Deep Wave')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$70 per bundle');
  });
});

test('a product with a grid carries an AggregateOffer with the grid bounds and its offer count, and a rating once reviews exist', async ({ page, request }) => {
  await withGridProduct(request, async (product, headers) => {
    const html = await (await page.request.get(`/product/${product.id}`)).text();
    const match = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(match).not.toBeNull();
    const ld = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 16, highPrice: 70, priceCurrency: 'USD', offerCount: 5 });
    // No reviews yet: no rating.
    expect(ld.aggregateRating).toBeUndefined();

    // An approved review brings the rating.
    const posted = await request.post(`/api/products/${product.id}/reviews`, { headers: ownAddress(), data: { name: 'Hoa', comment: 'Even wefts, no shedding.', rating: 4 } });
    expect(posted.status()).toBe(201);
    const { review } = (await posted.json()) as { review: { id: string } };
    expect((await request.post(`/api/reviews/${review.id}/approve`, { headers })).status()).toBe(200);
    const rated = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(await (await page.request.get(`/product/${product.id}`)).text());
    expect((JSON.parse(rated![1]!) as Record<string, unknown>).aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
  });
});

test('@mobile the admin pastes a block copied from a spreadsheet into the grid editor and saves it', async ({ page, request }) => {
  await withGridProduct(request, async (product, headers) => {
    await signInAsAdmin(page, request);
    await page.goto(`/admin/products/${product.id}`);
    const editor = page.getByTestId('price-grid-editor');
    await expect(editor).toBeVisible();
    await editor.getByRole('tab', { name: 'Double Drawn' }).click();
    const first = editor.getByRole('textbox', { name: '8" Straight, Double Drawn, Tier 1', exact: true });
    await first.focus();
    // Two rows (8" and 10") of three textures, as a spreadsheet puts them on the clipboard.
    await first.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', '30\t31\t32\r\n34\tabc\t36\r\n');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor.getByText('Pasted 6 prices')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: '10" Deep Wave, Double Drawn, Tier 1', exact: true })).toHaveValue('36');
    const bad = editor.getByRole('textbox', { name: '10" Body Wave, Double Drawn, Tier 1', exact: true });
    await expect(bad).toHaveAttribute('aria-invalid', 'true');

    // Keyboard: Down moves a row, Ctrl+D fills the price down its column.
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(editor.getByRole('textbox', { name: '10" Straight, Double Drawn, Tier 1', exact: true })).toBeFocused();

    // A wrong price is refused before it is sent, with its cell named.
    await editor.getByRole('button', { name: 'Save prices' }).click();
    await expect(editor.getByTestId('grid-editor-errors')).toContainText('10" Body Wave, Double Drawn, Tier 1: Price must be a number from 0 to 1,000,000');

    await bad.fill('33');
    // The other tiers of the new cells stay empty: fill them by pasting one column per tier.
    for (const tier of [2, 3]) {
      await editor.getByRole('button', { name: new RegExp(`^Tier ${tier}`) }).click();
      const cell = editor.getByRole('textbox', { name: `8" Straight, Double Drawn, Tier ${tier}`, exact: true });
      await cell.evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', '29\t30\t31\n33\t32\t35');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
    }
    await editor.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Prices saved')).toBeVisible();

    const saved = (await (await request.get(`/api/products/${product.id}/prices`, { headers })).json()) as { cells: { length: number; texture: string; grade: string; prices: number[] }[] };
    expect(saved.cells.find((c) => c.length === 8 && c.texture === 'straight' && c.grade === 'double-drawn')?.prices).toEqual([30, 29, 29]);
    expect(saved.cells.find((c) => c.length === 10 && c.texture === 'body-wave' && c.grade === 'double-drawn')?.prices).toEqual([33, 32, 32]);
    expect(saved.cells).toHaveLength(GRID.cells.length + 5);
  });
});

test('@mobile a block pasted with its labels lands where they say, and one it cannot place is refused with nothing changed', async ({ page, request }) => {
  await withGridProduct(request, async (product, headers) => {
    await signInAsAdmin(page, request);
    await page.goto(`/admin/products/${product.id}`);
    const editor = page.getByTestId('price-grid-editor');
    await expect(editor).toBeVisible();
    await editor.getByRole('tab', { name: 'Double Drawn' }).click();
    const cell = (name: string) => editor.getByRole('textbox', { name, exact: true });
    const paste = (name: string, text: string) =>
      cell(name).evaluate((el, copied) => {
        const data = new DataTransfer();
        data.setData('text/plain', copied);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);

    // A label the grid does not have: nothing is written, and the message says why.
    await paste('8" Straight, Double Drawn, Tier 1', '\tStraight\tKinky Curly\n22"\t59\t61\n');
    await expect(editor.getByText('Nothing pasted: "Kinky Curly" is not a texture, grade or tier of this grid')).toBeVisible();
    await expect(cell('22" Straight, Double Drawn, Tier 1')).toHaveValue('58');
    await paste('8" Straight, Double Drawn, Tier 1', 'Length\tStraight\n22"\tcall us\n');
    await expect(editor.getByText('Nothing pasted: "call us" for 22" Straight is not a price')).toBeVisible();
    await expect(cell('22" Straight, Double Drawn, Tier 1')).toHaveValue('58');

    // Textures across, in the sheet's tier, whatever cell has the focus and in any column order.
    await paste('8" Straight, Double Drawn, Tier 1', 'Length\tBody Wave\tStraight\r\n22 inch\t63\t59\r\n');
    await expect(editor.getByText('Pasted 2 prices')).toBeVisible();
    await expect(cell('22" Body Wave, Double Drawn, Tier 1')).toHaveValue('63');
    await expect(cell('22" Straight, Double Drawn, Tier 1')).toHaveValue('59');

    // Tiers across, into the focused cell's texture: every tier of two new lengths.
    await paste('8" Deep Wave, Double Drawn, Tier 1', '\t1+ kg\t10–49 kg\t50+ kg\n12"\t40\t38\t36\n14 in\t42\t40\t38\n');
    await expect(editor.getByText('Pasted 6 prices')).toBeVisible();
    await expect(cell('14" Deep Wave, Double Drawn, Tier 1')).toHaveValue('42');

    await editor.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Prices saved')).toBeVisible();
    const saved = (await (await request.get(`/api/products/${product.id}/prices`, { headers })).json()) as { cells: { length: number; texture: string; grade: string; prices: number[] }[] };
    const prices = (length: number, texture: string) => saved.cells.find((c) => c.length === length && c.texture === texture && c.grade === 'double-drawn')?.prices;
    expect([prices(22, 'straight'), prices(22, 'body-wave'), prices(12, 'deep-wave'), prices(14, 'deep-wave')]).toEqual([
      [59, 55, 52],
      [63, 58.5, 55],
      [40, 38, 36],
      [42, 40, 38],
    ]);
    expect(saved.cells).toHaveLength(GRID.cells.length + 2);
  });
});
