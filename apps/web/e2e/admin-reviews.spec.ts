// Reviews (new): a review posted for a product waits for approval; the admin
// sees pending reviews first, approves (the product page shows it), rejects
// (it disappears again), answers it publicly, and deletes after a confirmation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, expectNoAccessibilityViolations, ownAddress, signInAsAdmin, watchPageProblems } from './support';

interface Product {
  id: string;
  name: string;
}
interface StoredReview {
  id: string;
  comment: string;
  status: 'pending' | 'approved' | 'rejected';
}

async function someProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products?limit=1');
  expect(response.status()).toBe(200);
  const [product] = (await response.json()) as Product[];
  return product!;
}

async function allReviews(request: APIRequestContext): Promise<StoredReview[]> {
  const response = await request.get('/api/reviews', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredReview[];
}

async function publicComments(request: APIRequestContext, productId: string): Promise<string[]> {
  const response = await request.get(`/api/products/${encodeURIComponent(productId)}/reviews`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: StoredReview[] }).items.map((r) => r.comment);
}

const pendingCount = async (request: APIRequestContext) => (await allReviews(request)).filter((r) => r.status === 'pending').length;
const reviewsLinkName = (pending: number) => (pending > 0 ? `Reviews, ${pending} pending` : 'Reviews');
const reviewItem = (page: Page, comment: string) => page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: comment });

test.describe.configure({ timeout: 90_000 });

test('a new review waits for approval, shows on the product page once approved, hides when rejected, and is deleted', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const product = await someProduct(request);
  const comment = `Thick to the ends, no shedding after a month. ${Date.now()}`;
  const posted = await request.post(`/api/products/${encodeURIComponent(product.id)}/reviews`, { data: { name: 'Thu Ha', comment, rating: 4 } });
  expect(posted.status()).toBe(201);
  expect(await publicComments(request, product.id)).not.toContain(comment);
  const pending = await pendingCount(request);

  await signInAsAdmin(page, request);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: reviewsLinkName(pending), exact: true })).toBeVisible();
  // Pending first, newest first among them.
  const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
  await expect(first).toContainText(comment);
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('Thu Ha');
  await expect(first.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(first.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${encodeURIComponent(product.id)}`);
  await expectNoAccessibilityViolations(page);

  // The Pending filter shows pending reviews only.
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(pending);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  // Approve: public on the product page, and the sidebar count drops.
  await reviewItem(page, comment).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Review approved', { exact: true })).toBeVisible();
  await expect(reviewItem(page, comment)).toContainText('Approved');
  await expect(page.getByRole('link', { name: reviewsLinkName(pending - 1), exact: true })).toBeVisible();
  expect(await publicComments(request, product.id)).toContain(comment);
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  await expect(page.getByText(comment)).toBeVisible();

  // Reject: hidden again.
  await page.goto('/admin/reviews');
  await reviewItem(page, comment).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Review rejected', { exact: true })).toBeVisible();
  await expect(reviewItem(page, comment)).toContainText('Rejected');
  expect(await publicComments(request, product.id)).not.toContain(comment);
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);

  // Delete, dismissed then accepted.
  await page.goto('/admin/reviews');
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await reviewItem(page, comment).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => asked).toBe('Delete this review?');
  await expect(reviewItem(page, comment)).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await reviewItem(page, comment).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted', { exact: true })).toBeVisible();
  await expect(reviewItem(page, comment)).toHaveCount(0);
  expect((await allReviews(request)).some((r) => r.comment === comment)).toBe(false);

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the admin answers a review: the reply shows under it on the product page, is edited and removed', async ({ page, request }) => {
  // Many page loads, an axe scan and a server-rendered page: slow on a shared machine.
  test.slow();
  const problems = watchPageProblems(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) consoleErrors.push(message.text());
  });
  const product = await someProduct(request);
  const token = await adminToken(request);
  const comment = `Colour matched my sample exactly. ${Date.now()}`;
  const posted = await request.post(`/api/products/${encodeURIComponent(product.id)}/reviews`, { headers: ownAddress(), data: { name: 'Kim Anh', comment, rating: 5 } });
  expect(posted.status()).toBe(201);
  const { review } = (await posted.json()) as { review: StoredReview };
  expect((await request.post(`/api/reviews/${review.id}/approve`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  await signInAsAdmin(page, request);
  await page.goto('/admin/reviews');
  const item = reviewItem(page, comment);
  await item.getByRole('button', { name: 'Reply', exact: true }).click();
  const field = item.getByRole('textbox', { name: 'Public reply' });
  await expect(field).toBeFocused();
  // A blank reply is refused in place.
  await item.getByRole('button', { name: 'Save reply' }).click();
  await expect(item.getByText('Reply is required', { exact: true })).toBeVisible();
  await field.fill('Thank you, Kim Anh! <script>alert(1)</script>See you next order.');
  await expectNoAccessibilityViolations(page);
  await item.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByText('Reply saved', { exact: true })).toBeVisible();
  await expect(item).toContainText('Reply from VietSilk Hair');
  await expect(item).toContainText('Thank you, Kim Anh! alert(1)See you next order.');

  // Edit: the field starts with the stored reply.
  await item.getByRole('button', { name: 'Edit reply' }).click();
  await expect(item.getByRole('textbox', { name: 'Public reply' })).toHaveValue('Thank you, Kim Anh! alert(1)See you next order.');
  await item.getByRole('textbox', { name: 'Public reply' }).fill('Thank you, Kim Anh!\nSee you next order.');
  await item.getByRole('button', { name: 'Save reply' }).click();
  await expect(item).toContainText('Thank you, Kim Anh!');
  const listed = (await allReviews(request)).find((r) => r.id === review.id) as StoredReview & { reply: string | null };
  expect(listed.reply).toBe('Thank you, Kim Anh!\nSee you next order.');

  // The product page: rendered by the server with the reply under the review, taken over without a warning.
  consoleErrors.length = 0;
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  const shown = page.getByTestId('review').filter({ hasText: comment });
  const reply = shown.getByTestId('review-reply');
  await expect(reply.getByRole('heading', { name: 'Reply from VietSilk Hair' })).toBeVisible();
  await expect(reply).toContainText('Thank you, Kim Anh!');
  await expect(reply).toContainText('See you next order.');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const served = await (await request.get(`/product/${encodeURIComponent(product.id)}`)).text();
  expect(served).toContain('Reply from VietSilk Hair');
  const publicList = await request.get(`/api/products/${encodeURIComponent(product.id)}/reviews`);
  expect(((await publicList.json()) as { items: { id: string; reply: string | null; replied_at: string | null }[] }).items.find((r) => r.id === review.id))
    .toMatchObject({ reply: 'Thank you, Kim Anh!\nSee you next order.', replied_at: expect.any(String) });

  // Remove, after a confirmation: gone from the product page.
  expect(consoleErrors).toEqual([]);
  await page.goto('/admin/reviews');
  page.once('dialog', (d) => void d.accept());
  await reviewItem(page, comment).getByRole('button', { name: 'Remove reply' }).click();
  await expect(page.getByText('Reply removed', { exact: true })).toBeVisible();
  await expect(reviewItem(page, comment).getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  await expect(page.getByTestId('review').filter({ hasText: comment })).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: comment }).getByTestId('review-reply')).toHaveCount(0);

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the review list at phone width @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const [newest] = await allReviews(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toContainText(newest!.comment);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
