import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '@hair/domain';
import { readLinkHref } from './link-href';

describe('readLinkHref', () => {
  it('keeps web, mail and site addresses as typed (trimmed)', () => {
    for (const href of ['https://example.com/a?b=1', 'http://example.com', 'mailto:sales@example.com', '/products/body-wave', '#faq']) {
      expect(readLinkHref(`  ${href} `)).toEqual({ ok: true, href });
    }
  });

  it('reads a bare host as an https address', () => {
    expect(readLinkHref('example.com')).toEqual({ ok: true, href: 'https://example.com' });
    expect(readLinkHref('www.example.com/care?x=1')).toEqual({ ok: true, href: 'https://www.example.com/care?x=1' });
  });

  it('refuses an empty address, scripts, phone links and words', () => {
    for (const typed of ['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'tel:+84912345678', 'data:text/html,x', 'products', 'two words.com']) {
      expect(readLinkHref(typed), typed).toEqual({ ok: false, error: LINK_MESSAGES.textLink });
    }
  });
});
