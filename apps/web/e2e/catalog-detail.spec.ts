// The product page /product/{id} end to end against the seeded server: card
// fields, gallery, tabs, reviews (stored on the server, shown once an admin
// approves them), the WhatsApp button, related products and the missing product.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { productFact } from './storefront-helpers';
import { adminToken, appStarted, expectNoAccessibilityViolations, watchPageProblems } from './support';

// Several page states and an axe run per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  image_url: string | null;
  gallery_images: string[];
  price_from: number | null;
  price_to: number | null;
}

interface ApiReview {
  id: string;
  user: string;
  rating: number;
  likes: number;
  dislikes: number;
  comment: string;
  date: string;
}

/** A seeded product by its exact name. */
async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const product = ((await response.json()) as ApiProduct[]).find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return product!;
}

async function approvedReviews(request: APIRequestContext, id: string): Promise<{ items: ApiReview[]; count: number; average: number }> {
  const response = await request.get(`/api/products/${id}/reviews`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { items: ApiReview[]; count: number; average: number };
}

/** Creates products through the admin API and deletes them when `check` is done. */
async function withProducts(request: APIRequestContext, bodies: Record<string, unknown>[], check: (products: ApiProduct[]) => Promise<void>): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created: ApiProduct[] = [];
  try {
    for (const data of bodies) {
      const response = await request.post('/api/products', { headers, data: { published: true, ...data } });
      expect(response.status()).toBe(201);
      created.push((await response.json()) as ApiProduct);
    }
    await check(created);
  } finally {
    for (const product of created) await request.delete(`/api/products/${product.id}`, { headers });
  }
}

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

test('the product page shows its price, card fields, breadcrumb and approved reviews @mobile', async ({ page, request }) => {
  const product = await productNamed(request, 'Vietnamese Bone Straight Hair Weave 1B');
  const reviews = await approvedReviews(request, product.id);
  expect(reviews.count).toBeGreaterThan(0);
  const problems = watchPageProblems(page);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveTitle(`${product.name} | VietSilk Hair`);
  await expect(page.getByTestId('detail-price')).toHaveText('$28 – $96');
  await expect(page.getByTestId('product-card-note')).toHaveText('USD per bundle');
  await expect(productFact(page, 'Category')).toHaveText('Bone Straight');
  await expect(productFact(page, 'Availability')).toHaveText('In stock');
  await expect(productFact(page, 'Length')).toHaveText('10 to 30 inches');
  // The facts name what the price grid's selectors offer.
  await expect(productFact(page, 'Quality grade')).toHaveText('Double Drawn, Super Double Drawn');
  await expect(productFact(page, 'Textures')).toHaveText('Bone Straight, Silky Straight, Straight');
  await expect(page.getByTestId('grid-textures').getByRole('button')).toHaveText(['Bone Straight', 'Silky Straight', 'Straight']);
  await expect(page.getByTestId('grid-grades').getByRole('button')).toHaveText(['Double Drawn', 'Super Double Drawn']);
  await expect(page.getByTestId('grid-lengths').getByRole('button')).toHaveText(['10"', '12"', '14"', '16"', '18"', '20"', '22"', '24"', '26"', '28"', '30"']);
  await expect(productFact(page, 'Hair material')).toHaveText('100% human Vietnamese hair, no synthetic');
  await expect(productFact(page, 'Currency')).toHaveText('USD');

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  // The category's parent comes before it.
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Hair Weave', 'Bone Straight', product.name]);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Hair Weave' })).toHaveAttribute('href', '/products/hair-weave');
  await expect(breadcrumb.getByRole('link', { name: 'Bone Straight' })).toHaveAttribute('href', '/products/straight');
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products/straight');

  // Reviews is the default tab and counts the approved reviews; the average is theirs.
  await expect(page.getByRole('tab', { name: `Reviews (${reviews.count})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText([`Reviews (${reviews.count})`, 'Description', 'How to buy', 'Warranty Policy', 'Question & Answer']);
  await expect(page.getByTestId('review-summary')).toHaveText(`${reviews.average.toFixed(2)} out of 5 from ${reviews.count} reviews`);
  const shown = page.getByTestId('review');
  await expect(shown).toHaveCount(reviews.count);
  const first = reviews.items[0]!;
  await expect(shown.first().getByRole('heading')).toHaveText(first.user);
  await expect(shown.first().getByRole('img', { name: `${first.rating} Stars` })).toBeVisible();
  await expect(shown.first()).toContainText(first.comment);
  await expect(shown.first().locator('time')).toHaveText(first.date);
  await expect(shown.first()).toContainText(`${first.likes} likes`);
  await expect(shown.first()).toContainText(`${first.dislikes} dislike`);

  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("'Loading product...' shows until the product arrives (opened from the list: a page the server sends has it already)", async ({ page, request }) => {
  const product = await productNamed(request, 'Deep Wave Bundles Natural Black');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/trpc\/[^?]*products\.byId/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await appStarted(page);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole('status')).toHaveText('Loading product...');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
});

test('the first image is shown large and a thumbnail click changes it @mobile', async ({ page, request }) => {
  const product = await productNamed(request, 'Deep Wave Bundles Natural Black');
  const images = [...new Set([product.image_url!, ...product.gallery_images])];
  expect(images.length).toBeGreaterThan(1);

  await page.goto(`/product/${product.id}`);
  const main = page.getByTestId('product-main-image');
  await expect(main).toHaveAttribute('alt', product.name);
  await expect(main).toHaveAttribute('width', '800');
  await expect(main).toHaveAttribute('height', '800');
  expect(pathOf((await main.getAttribute('src'))!)).toBe(pathOf(images[0]!));

  const thumbs = page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
  await expect(thumbs).toHaveCount(images.length);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => pathOf((await main.getAttribute('src'))!)).toBe(pathOf(images[1]!));
  await expect(main).toHaveAttribute('alt', `${product.name}, image 2`);
  await expect(thumbs.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('the main viewer shows a wide picture whole, letterboxed in its square, with its stored alt text; the thumbnails stay square @mobile', async ({ page, request }) => {
  const gold = { r: 201, g: 164, b: 92 };
  const wide = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: gold } }).png().toBuffer();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const upload = await request.post('/api/uploads', {
    headers,
    data: { fileName: `products/product-hair-weave-${Date.now()}.webp`, dataUrl: `data:image/png;base64,${wide.toString('base64')}` },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const name = `Wide Photo Bundle ${Date.now()}`;
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) consoleProblems.push(message.text());
  });

  await withProducts(request, [{ name, image_url: url, image_alt: 'Gold bundle laid flat', gallery_images: ['/placeholder.svg'] }], async ([product]) => {
    await page.goto(`/product/${product!.id}`);
    await appStarted(page);
    const main = page.getByTestId('product-main-image');
    await expect(main).toHaveAttribute('alt', 'Gold bundle laid flat');
    await expect(main).toHaveAttribute('width', '800');
    await expect(main).toHaveAttribute('height', '800');
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await main.evaluate((img: HTMLImageElement) => ({
      objectFit: getComputedStyle(img).objectFit,
      natural: img.naturalWidth / img.naturalHeight,
      box: img.clientWidth / img.clientHeight,
    }));
    expect(shown.objectFit).toBe('contain');
    expect(shown.natural).toBeCloseTo(4 / 3, 2);
    expect(shown.box).toBeCloseTo(1, 2);

    // What the visitor sees: the whole picture across the box, plain bands above and below it.
    const pixels = await sharp(await main.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (Math.round(y) * pixels.info.width + Math.round(x)) * 3;
      return { r: pixels.data[i]!, g: pixels.data[i + 1]!, b: pixels.data[i + 2]! };
    };
    const { width, height } = pixels.info;
    const near = (colour: { r: number; g: number; b: number }, target: typeof gold) =>
      Math.abs(colour.r - target.r) + Math.abs(colour.g - target.g) + Math.abs(colour.b - target.b) < 30;
    expect(near(at(width / 2, height / 2), gold)).toBe(true);
    // The picture reaches the left and right sides: nothing was cut off there.
    expect(near(at(3, height / 2), gold)).toBe(true);
    expect(near(at(width - 4, height / 2), gold)).toBe(true);
    // Above and below it (an eighth of the height each), the plain background.
    expect(near(at(width / 2, height * 0.06), { r: 255, g: 255, b: 255 })).toBe(true);
    expect(near(at(width / 2, height * 0.94), { r: 255, g: 255, b: 255 })).toBe(true);

    const thumb = page.getByRole('button', { name: 'Show image 1 of 2' }).locator('img');
    expect(await thumb.evaluate((img: HTMLImageElement) => [getComputedStyle(img).objectFit, img.clientWidth, img.clientHeight])).toEqual(['cover', 84, 84]);
    // Without a stored alt text, the product name names the picture.
    await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
    await expect(main).toHaveAttribute('alt', `${name}, image 2`);
    expect(consoleProblems).toEqual([]);
  });
  await request.delete('/api/uploads', { headers, data: { fileName: url } });
});

test('the tabs show the description and the configured how to buy, warranty and Q&A texts @mobile', async ({ page, request }) => {
  const product = await productNamed(request, 'Vietnamese Bone Straight Hair Weave 1B');
  await page.goto(`/product/${product.id}`);
  // The tabs switch once the page's script has started.
  await appStarted(page);
  const panel = page.getByRole('tabpanel');

  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('Our best seller: silky bone straight hair');
  await expect(panel.getByRole('listitem')).toHaveText(['Natural colour 1B, can be dyed to #27', '100 g per bundle, machine double weft', 'Lasts 12 months and more with good care']);

  await page.getByRole('tab', { name: 'How to buy' }).click();
  await expect(panel.getByRole('listitem')).toHaveText([
    'Choose the product you want from our catalogue.',
    'Contact our sales team to confirm the details and the price.',
    'Give us your shipping details.',
    'Pay by bank transfer or remittance.',
    'We ship your order with a tracking number.',
  ]);

  await page.getByRole('tab', { name: 'Warranty Policy' }).click();
  await expect(panel).toHaveText('We accept warranty claims within 14 days from receipt for manufacturing defects.');

  await page.getByRole('tab', { name: 'Question & Answer' }).click();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'What is the minimum order?',
    'Can I order a sample first?',
    'How long until my order ships?',
    'Which colours can you make?',
    'What if the hair is not what I ordered?',
  ]);
  await expectNoAccessibilityViolations(page);
});

test("the floating button opens the sales WhatsApp chat with 'Hi, I'm interested in {product}' @mobile", async ({ page, request }) => {
  const product = await productNamed(request, 'Ombre 1B/27 Body Wave Weave');
  const contact = (await (await request.get('/api/site-config?section=contact')).json()) as { config: { whatsapp: string } };
  const digits = contact.config.whatsapp.replace(/\D+/g, '');
  expect(digits).not.toBe('');

  await page.goto(`/product/${product.id}`);
  const button = page.getByRole('link', { name: 'Chat with sales on WhatsApp' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', `https://wa.me/${digits}?text=Hi%2C%20I'm%20interested%20in%20Ombre%201B%2F27%20Body%20Wave%20Weave`);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', /\bnoopener\b/);
});

test('a product without its own card values shows the product-detail defaults, the placeholder image and its stock state', async ({ page, request }) => {
  await withProducts(request, [{ name: `Plain Bundle ${Date.now()}`, category: null, price_from: 20, price_to: 20, in_stock: false }], async ([product]) => {
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await expect(page.getByTestId('detail-price')).toHaveText('$20');
    await expect(page.getByTestId('product-card-note')).toHaveText('USD per bundle');
    await expect(productFact(page, 'Category')).toHaveText('Uncategorized');
    await expect(productFact(page, 'Availability')).toHaveText('Out of stock');
    await expect(productFact(page, 'Length')).toHaveText('8 to 30 inches');
    await expect(productFact(page, 'Quality grade')).toHaveText('Double, Single, Super');
    await expect(productFact(page, 'Hair material')).toHaveText('100% human Vietnamese hair, no synthetic');
    await expect(page.getByTestId('product-main-image')).toHaveAttribute('src', '/placeholder.svg');
    await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Uncategorized', product!.name]);
    await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');

    await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('review-summary')).toHaveText('No reviews yet');
    await expect(page.getByText('No reviews yet. Be the first to review this product.')).toBeVisible();
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText('No description for this product yet.');
    await expect(page.getByRole('heading', { name: 'Related Products' })).toHaveCount(0);
  });
});

test('an unknown product id says the product was not found, with a way back @mobile', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/product/no-such-product-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(page.getByText('This product does not exist or is no longer available.')).toBeVisible();
  await expect(page.getByText('Loading product...')).toHaveCount(0);
  await expect(page).toHaveTitle('Product not found | VietSilk Hair');
  const back = page.getByRole('link', { name: 'Back to Products' });
  await expect(back).toHaveAttribute('href', '/products');
  await expectNoAccessibilityViolations(page);
  await back.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  expect(problems.pageErrors).toEqual([]);
});

test('related products: one card shows no previous and next buttons; a row wider than the screen does @mobile', async ({ page, request }) => {
  const category = `e2e-related-pair-${Date.now()}`;
  await withProducts(request, [{ name: 'Pair Bundle One', category, price_from: 30, price_to: 90 }, { name: 'Pair Bundle Two', category, price_from: 35, price_to: 95 }], async ([first]) => {
    await page.goto(`/product/${first!.id}`);
    await appStarted(page);
    const section = page.getByRole('region', { name: 'Related Products' });
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Next related products' })).toBeHidden();
    await expect(section.getByRole('button', { name: 'Previous related products' })).toBeHidden();
    // In a window narrower than one card the row overflows, and the buttons appear.
    await page.setViewportSize({ width: 200, height: 800 });
    await expect(section.getByRole('button', { name: 'Next related products' })).toBeVisible();
  });
});

test('related products: same category and its children, both prices, not itself, at most 12 in 220 px cards that scroll by one width', async ({ page, request }) => {
  const category = `e2e-related-${Date.now()}`;
  const bodies: Record<string, unknown>[] = Array.from({ length: 14 }, (_, i) => ({ name: `Related Bundle ${String(i + 1).padStart(2, '0')}`, category, price_from: 30 + i, price_to: 90 + i }));
  // Without a price-to a product never shows as related.
  bodies.push({ name: 'Related Bundle Without Price', category, price_from: 5, price_to: null });
  await withProducts(request, bodies, async (products) => {
    const current = products[0]!;
    await page.goto(`/product/${current.id}`);
    const section = page.getByRole('region', { name: 'Related Products' });
    await expect(section.getByRole('heading', { name: 'Related Products' })).toBeVisible();
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(products.slice(1, 13).map((p) => p.name));
    await expect(section.getByText('Related Bundle Without Price')).toHaveCount(0);
    expect((await cards.first().boundingBox())!.width).toBe(220);
    await expect(section.getByRole('link', { name: `BUY NOW: ${products[1]!.name}` })).toHaveAttribute('href', `/product/${products[1]!.slug}`);

    const row = page.getByTestId('related-products');
    const width = await row.evaluate((el) => el.clientWidth);
    await section.getByRole('button', { name: 'Next related products' }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(width * 0.8);
    await section.getByRole('button', { name: 'Previous related products' }).click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBe(0);

    // Another product: the page starts again at the top.
    await section.getByRole('link', { name: `BUY NOW: ${products[1]!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${products[1]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[1]!.name);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('a review waits for approval and shows after an admin approves it', async ({ page, request }) => {
  const product = await productNamed(request, 'Body Wave Hair Weave Natural Black');
  const before = await approvedReviews(request, product.id);
  const user = `Lena ${Date.now()}`;
  const comment = 'Soft and full to the ends. Ordered 3 bundles of 18 inch for a client, no shedding after a week.';
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('reviews.create')) creates.push(r.url());
  });

  await page.goto(`/product/${product.id}`);
  const name = page.getByRole('textbox', { name: 'Your Name' });
  const rating = page.getByLabel('Rating', { exact: true });
  const text = page.getByRole('textbox', { name: 'Your Review' });
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(rating).toHaveValue('5');
  await expect(rating.locator('option')).toHaveText(['5 Stars', '4 Stars', '3 Stars', '2 Stars', '1 Star']);

  // Blank after trimming: nothing happens.
  await name.fill('   ');
  await text.fill(comment);
  await submit.click();
  await name.fill(user);
  await text.fill('  \n ');
  await submit.click();
  await expect(text).toHaveValue('  \n ');
  expect(creates).toEqual([]);

  await page.getByRole('tab', { name: 'Description' }).click();
  await text.fill(comment);
  await rating.selectOption({ label: '4 Stars' });
  await submit.click();
  await expect(page.getByText('Thank you! Your review has been received and will appear here once it has been approved.')).toBeVisible();
  await expect(page.getByRole('tab', { name: `Reviews (${before.count})` })).toHaveAttribute('aria-selected', 'true');
  await expect(name).toHaveValue('');
  await expect(text).toHaveValue('');
  await expect(rating).toHaveValue('5');
  expect(creates).toHaveLength(1);
  await expect(page.getByText(user)).toHaveCount(0);

  // The admin approves it through the REST API.
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const pending = (await (await request.get('/api/reviews?status=pending', { headers })).json()) as ApiReview[];
  const review = pending.find((r) => r.user === user);
  expect(review).toMatchObject({ rating: 4, comment });
  expect((await request.post(`/api/reviews/${review!.id}/approve`, { headers })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('tab', { name: `Reviews (${before.count + 1})` })).toHaveAttribute('aria-selected', 'true');
  const shown = page.getByTestId('review').filter({ has: page.getByRole('heading', { name: user }) });
  await expect(shown).toContainText(comment);
  await expect(shown.getByRole('img', { name: '4 Stars' })).toBeVisible();
  await expect(shown.locator('time')).toHaveText(review!.date);
  const after = await approvedReviews(request, product.id);
  await expect(page.getByTestId('review-summary')).toHaveText(`${after.average.toFixed(2)} out of 5 from ${after.count} ${after.count === 1 ? 'review' : 'reviews'}`);
});

test('Cancel clears the review form and sets the rating back to 5 @mobile', async ({ page, request }) => {
  const product = await productNamed(request, 'Kinky Curly Hair Weave Natural Black');
  await page.goto(`/product/${product.id}`);
  await appStarted(page);
  const name = page.getByRole('textbox', { name: 'Your Name' });
  const rating = page.getByLabel('Rating', { exact: true });
  const text = page.getByRole('textbox', { name: 'Your Review' });
  await name.fill('Grace');
  await rating.selectOption({ label: '2 Stars' });
  await text.fill('Draft comment');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('');
  await expect(text).toHaveValue('');
  await expect(rating).toHaveValue('5');
  await expectNoAccessibilityViolations(page);
});
