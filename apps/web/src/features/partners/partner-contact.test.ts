import { describe, expect, it } from 'vitest';
import { FALLBACK_PARTNER_EMAIL, FALLBACK_PARTNER_SOCIAL, partnerContact } from './partner-contact';

describe('partnerContact', () => {
  it('uses the configured e-mail, the Facebook page and WhatsApp', () => {
    expect(
      partnerContact({
        email: ' trade@hair.test ',
        whatsapp: '+84 912 345 678',
        socials: [
          { name: 'Instagram', url: 'https://instagram.com/hair' },
          { name: 'Facebook', url: 'https://www.facebook.com/hair' },
        ],
      }),
    ).toEqual({
      email: 'trade@hair.test',
      emailHref: 'mailto:trade@hair.test',
      social: { name: 'Facebook', url: 'https://www.facebook.com/hair' },
      whatsapp: '+84 912 345 678',
      whatsappHref: 'https://wa.me/84912345678',
    });
  });

  it('takes the first social page when none is Facebook', () => {
    const contact = partnerContact({ email: '', whatsapp: '', socials: [{ name: 'Zalo', url: 'https://zalo.me/123' }] });
    expect(contact.social).toEqual({ name: 'Zalo', url: 'https://zalo.me/123' });
  });

  it("falls back to the factory's own e-mail and page when nothing is configured", () => {
    expect(partnerContact(null)).toEqual({
      email: FALLBACK_PARTNER_EMAIL,
      emailHref: `mailto:${FALLBACK_PARTNER_EMAIL}`,
      social: FALLBACK_PARTNER_SOCIAL,
      whatsapp: '',
      whatsappHref: null,
    });
    expect(partnerContact({ email: '', whatsapp: '', socials: [{ name: 'x', url: 'javascript:alert(1)' }] }).social).toEqual(
      FALLBACK_PARTNER_SOCIAL,
    );
  });
});
