// Partners /partners: the Vietnamese cooperation page with its own title and
// description, benefits, forms of cooperation, five steps, an example and the
// contact links of the `contact` site config.
import { expect, test } from '@playwright/test';
import { PARTNERS_META } from '@hair/domain';
import { emptyBaseUrl, expectNoAccessibilityViolations, watchPageProblems } from './support';

interface ContactRecord {
  config: { email: string; whatsapp: string; socials: { name: string; url: string }[] };
}

test('@mobile the partners page speaks Vietnamese and names itself to browsers and search engines', async ({ page, request }) => {
  const { config: contact } = (await (await request.get('/api/site-config?section=contact')).json()) as ContactRecord;
  const facebook = contact.socials.find((s) => s.name === 'Facebook');
  expect(contact.email).not.toBe('');
  expect(facebook).toBeDefined();

  const problems = watchPageProblems(page);
  await page.goto('/partners');
  await expect(page).toHaveTitle(PARTNERS_META.fullTitle);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', PARTNERS_META.description);
  expect(PARTNERS_META.fullTitle).toBe('Hợp tác phân phối tóc thật Việt Nam | VietSilk Hair');

  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Hợp tác cùng xưởng tóc VietSilk Hair');
  await expect(page.locator('[lang="vi"]').first()).toContainText('Chương trình đối tác');
  await expect(page.getByRole('navigation', { name: 'Đường dẫn' }).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');

  const benefits = page.getByRole('region', { name: 'Lợi ích khi trở thành đối tác' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
    'Giá tận xưởng',
    'Chất lượng đồng đều',
    'Hàng mẫu nhanh',
    'Hỗ trợ bán hàng',
    'Đơn hàng linh hoạt',
    'Bảo hành rõ ràng',
  ]);
  const forms = page.getByRole('region', { name: 'Hình thức hợp tác' });
  await expect(forms.getByRole('heading', { level: 3 })).toHaveText([
    'Nhà phân phối khu vực',
    'Đại lý và salon',
    'Gia công nhãn riêng (OEM/ODM)',
    'Bán hàng không cần kho (dropship)',
  ]);
  const steps = page.getByRole('region', { name: 'Quy trình hợp tác 5 bước' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  for (let n = 1; n <= 5; n += 1) await expect(steps.nth(n - 1)).toContainText(`Bước ${n}`);
  await expect(steps.first()).toContainText('Liên hệ và trao đổi nhu cầu');
  await expect(steps.last()).toContainText('Giao hàng và đồng hành');

  const example = page.getByRole('region', { name: 'Một salon tại Đà Nẵng trở thành đại lý' });
  await expect(example).toContainText('Ví dụ minh họa');
  await expect(example).toContainText('Đơn mẫu 3 bó Double Drawn 16 inch');

  const contactRegion = page.getByRole('region', { name: 'Liên hệ hợp tác' });
  await expect(contactRegion.getByRole('link', { name: `Email ${contact.email}` })).toHaveAttribute('href', `mailto:${contact.email}`);
  const social = contactRegion.getByRole('link', { name: 'Trang mạng xã hội Facebook' });
  await expect(social).toHaveAttribute('href', facebook!.url);
  await expect(social).toHaveAttribute('target', '_blank');
  await expect(contactRegion.getByRole('link', { name: `WhatsApp ${contact.whatsapp}` })).toHaveAttribute(
    'href',
    `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`,
  );
  await expect(page.getByRole('link', { name: 'Gửi email hợp tác' })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(page.getByRole('link', { name: 'Nhắn tin qua Facebook' })).toHaveAttribute('href', facebook!.url);

  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("without a contact configuration the partners page links the factory's own e-mail and Facebook page", async ({ page }) => {
  await page.goto(`${emptyBaseUrl()}/partners`);
  const contactRegion = page.getByRole('region', { name: 'Liên hệ hợp tác' });
  await expect(contactRegion.getByRole('link', { name: 'Email sales@vietsilkhair.vn' })).toHaveAttribute(
    'href',
    'mailto:sales@vietsilkhair.vn',
  );
  await expect(contactRegion.getByRole('link', { name: 'Trang mạng xã hội Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/vietsilkhair',
  );
  await expect(contactRegion.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});
