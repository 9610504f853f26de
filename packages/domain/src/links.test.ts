import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLink, isSafeTextLink, safeReturnPath } from './links';

describe('isSafeLink', () => {
  it('accepts the web, mail, phone, WhatsApp and pages of this site', () => {
    for (const url of [
      'https://example.com/a?b=1', 'http://example.com', 'HTTPS://EXAMPLE.COM', 'mailto:sales@example.com', 'tel:+84912345678',
      'whatsapp://send?phone=84912345678', 'https://wa.me/84912345678', '/products', '/product/abc#reviews', '#', '#contact', '?q=wave', '', '  ',
    ]) {
      expect(isSafeLink(url), url).toBe(true);
    }
  });

  it('refuses scripts, data, other schemes, other hosts written as paths, and relative words', () => {
    for (const url of [
      'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)',
      '\u0000javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd',
      '//evil.example', '/\\evil.example', 'www.example.com', 'products',
    ]) {
      expect(isSafeLink(url), url).toBe(false);
    }
  });
});

describe('isSafeImageUrl', () => {
  it('accepts web addresses, paths and inline image data', () => {
    for (const url of ['https://cdn.example.com/a.webp', '/uploads/products/a.webp', 'hero1.jpg', '//cdn.example.com/a.png', 'data:image/png;base64,iVBOR', '']) {
      expect(isSafeImageUrl(url), url).toBe(true);
    }
  });

  it('refuses scripts and non-image data', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'java\tscript:x', 'ftp://example.com/a.png']) {
      expect(isSafeImageUrl(url), url).toBe(false);
    }
  });
});

describe('safeReturnPath', () => {
  it('accepts a path of this site, with its query and hash', () => {
    expect(safeReturnPath('/admin/inquiries')).toBe('/admin/inquiries');
    expect(safeReturnPath('/admin/inquiries?open=42#notes')).toBe('/admin/inquiries?open=42#notes');
  });

  it('refuses other hosts, schemes, the sign-in and password pages and anything that is not a path', () => {
    for (const value of ['//evil.example/admin', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'admin', '', '/auth', '/auth?x=1', '/login', '/forgot-password', '/reset-password?token=x', '/\t/evil.example', `/${'a'.repeat(2001)}`, null, 42]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('isSafeTextLink', () => {
  it('accepts the web, mail and pages of this site', () => {
    for (const url of ['https://example.com/a', 'http://example.com', 'mailto:sales@example.com', '/blog/care', '#faq', '?q=1', '']) {
      expect(isSafeTextLink(url), url).toBe(true);
    }
  });

  it('refuses phone and WhatsApp links besides everything isSafeLink refuses', () => {
    for (const url of ['tel:+84912345678', 'whatsapp://send?phone=1', 'javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', '//evil.example', 'products']) {
      expect(isSafeTextLink(url), url).toBe(false);
    }
  });
});
