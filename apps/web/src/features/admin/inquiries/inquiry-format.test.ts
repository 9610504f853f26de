import { describe, expect, it } from 'vitest';
import { formatReceived, inquiryName, productInterestLabel, replyMailto, replyWhatsApp, volumeLabel } from './inquiry-format';

describe('reply links', () => {
  it('mails the buyer with a subject', () => {
    expect(replyMailto({ email: 'buyer+salon@example.com' })).toBe(
      'mailto:buyer%2Bsalon@example.com?subject=Re%3A%20Your%20inquiry%20to%20VietSilk%20Hair',
    );
  });

  it('opens a WhatsApp chat with the digits of the phone number', () => {
    const link = replyWhatsApp({ phone: '+84 (912) 345-678', first_name: 'Anh' });
    expect(link).toMatch(/^https:\/\/wa\.me\/84912345678\?text=/);
    expect(decodeURIComponent(link!.split('text=')[1]!)).toBe('Hello Anh, thank you for your inquiry to VietSilk Hair.');
  });

  it('has no WhatsApp link without digits', () => {
    expect(replyWhatsApp({ phone: '--', first_name: 'A' })).toBeNull();
  });
});

describe('inquiry texts', () => {
  it('joins the name and reads option labels', () => {
    expect(inquiryName({ first_name: 'Anh', last_name: 'Tran' })).toBe('Anh Tran');
    expect(productInterestLabel('closure-frontal')).toBe('Closure & Frontal');
    expect(volumeLabel(null)).toBe('-');
    expect(volumeLabel('old-value')).toBe('old-value');
  });

  it('formats the received time, or shows an unreadable one as it is', () => {
    expect(formatReceived('2026-09-18T14:05:00.000Z')).toMatch(/2026/);
    expect(formatReceived('later')).toBe('later');
  });
});
