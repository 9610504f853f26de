import { describe, expect, it } from 'vitest';
import { formatOfficeHours, mailtoUrl, socialLinks, telUrl, whatsappUrl } from './contact-links';

describe('contact links', () => {
  it('builds a wa.me link from the digits of the number, with an optional prefilled text', () => {
    expect(whatsappUrl('+84 912 345 678')).toBe('https://wa.me/84912345678');
    expect(whatsappUrl('(084) 912-345', "Hi, I'm interested")).toBe('https://wa.me/084912345?text=Hi%2C%20I\'m%20interested');
    expect(whatsappUrl('')).toBeNull();
    expect(whatsappUrl(undefined)).toBeNull();
  });

  it('builds mailto and tel links only for real values', () => {
    expect(mailtoUrl(' sales@shop.test ')).toBe('mailto:sales@shop.test');
    expect(mailtoUrl('')).toBeNull();
    expect(telUrl('+84 912 345 678')).toBe('tel:+84912345678');
    expect(telUrl('0912 345 678')).toBe('tel:0912345678');
    expect(telUrl(' ')).toBeNull();
  });
});

describe('formatOfficeHours', () => {
  it('writes the default office hours in Vietnam time (UTC+7) when none are configured', () => {
    expect(formatOfficeHours(undefined)).toBe('Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)');
    expect(formatOfficeHours([], '')).toBe('Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)');
    expect(formatOfficeHours([{ days: ' ', hours: '' }], null)).toBe('Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)');
  });

  it('joins configured rows, skips their blank parts and names the configured time zone', () => {
    expect(formatOfficeHours([{ days: 'Mon–Sat', hours: '8:00–18:00' }, { days: 'Sun', hours: '' }], ' ICT (UTC+7) ')).toBe('Mon–Sat 8:00–18:00, Sun (ICT (UTC+7))');
  });
});

describe('socialLinks', () => {
  it('keeps web addresses, names unnamed ones by host and drops the rest', () => {
    expect(
      socialLinks([
        { name: 'Facebook', url: 'https://www.facebook.com/shop' },
        { name: '', url: 'https://www.instagram.com/shop' },
        { name: 'Bad', url: 'javascript:alert(1)' },
        { name: 'Empty', url: '' },
      ]),
    ).toEqual([
      { name: 'Facebook', url: 'https://www.facebook.com/shop' },
      { name: 'instagram.com', url: 'https://www.instagram.com/shop' },
    ]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});
