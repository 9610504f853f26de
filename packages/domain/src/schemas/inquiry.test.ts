import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { INQUIRY_PRODUCT_INTERESTS, INQUIRY_VOLUMES, inquiryOptionLabel } from '../inquiry-options';
import { inquiryInputSchema, inquirySchema, inquiryStatusSchema, isPhoneNumber } from './inquiry';

const msgs = (r: { error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);
const valid = { first_name: 'Lan', last_name: 'Nguyen', email: 'lan@example.com', phone: '+84 912 345 678' };

describe('inquiryInputSchema', () => {
  it('refuses a line break in the fields the sales mail prints on one line, and keeps those of the message', () => {
    const forged = 'Ana\r\nBcc: x@evil.example';
    const issues = inquiryInputSchema.safeParse({ ...valid, first_name: forged, last_name: forged, email: `lan@example.com\r\nBcc: x@evil.example`, phone: '+84 912\r\n345 678' }).error?.issues;
    expect(issues?.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'first_name: First name must not contain line breaks',
      'last_name: Last name must not contain line breaks',
      'email: Email must not contain line breaks',
      'phone: Phone number must not contain line breaks',
    ]);
    expect(inquiryInputSchema.parse({ ...valid, message: 'Hi,\nBcc: x@evil.example' }).message).toBe('Hi,\nBcc: x@evil.example');
  });


  it('accepts a minimal inquiry', () => {
    expect(inquiryInputSchema.parse(valid)).toEqual(valid);
  });

  it('accepts camelCase spellings', () => {
    expect(
      inquiryInputSchema.parse({
        firstName: 'Lan',
        lastName: 'Nguyen',
        email: 'lan@example.com',
        phoneNumber: '0912345678',
        productInterest: 'hair-weave',
        volume: '5-20kg',
        message: ' Need 10 kg ',
      }),
    ).toEqual({
      first_name: 'Lan',
      last_name: 'Nguyen',
      email: 'lan@example.com',
      phone: '0912345678',
      product_interest: 'hair-weave',
      volume: '5-20kg',
      message: 'Need 10 kg',
    });
  });

  it('names every missing field', () => {
    expect(msgs(inquiryInputSchema.safeParse({}))).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.invalidEmail,
      MESSAGES.phoneRequired,
    ]);
    expect(msgs(inquiryInputSchema.safeParse({ ...valid, first_name: '  ', last_name: '' }))).toEqual([
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
    ]);
  });

  it('validates e-mail and phone', () => {
    expect(msgs(inquiryInputSchema.safeParse({ ...valid, email: 'x@' }))).toEqual([MESSAGES.invalidEmail]);
    for (const phone of ['12345', 'call me', '+84 abc 123456', '1'.repeat(41)]) {
      expect(msgs(inquiryInputSchema.safeParse({ ...valid, phone }))).toEqual([MESSAGES.invalidPhone]);
    }
    expect(msgs(inquiryInputSchema.safeParse({ ...valid, phone: '  ' }))).toEqual([MESSAGES.phoneRequired]);
    expect(isPhoneNumber('(084) 912-345')).toBe(true);
    expect(isPhoneNumber(912345678)).toBe(false);
  });

  it('checks the options and message length', () => {
    expect(inquiryInputSchema.parse({ ...valid, product_interest: '', volume: '' })).toEqual(valid);
    expect(inquiryInputSchema.safeParse({ ...valid, product_interest: 'penthouse' }).success).toBe(false);
    expect(inquiryInputSchema.safeParse({ ...valid, volume: '1-2m' }).success).toBe(false);
    expect(msgs(inquiryInputSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual([MESSAGES.messageTooLong]);
    expect(inquiryInputSchema.parse({ ...valid, message: null })).toEqual(valid);
    expect(inquiryInputSchema.parse({ ...valid, message: 'Xin chào 👋' }).message).toBe('Xin chào 👋');
  });
});

describe('inquiry options and output', () => {
  it('has hair-factory options with labels', () => {
    expect(INQUIRY_PRODUCT_INTERESTS.map((o) => o.value)).toEqual(['bulk-hair', 'hair-weave', 'closure-frontal', 'wigs', 'custom-color', 'other']);
    expect(INQUIRY_VOLUMES.map((o) => o.value)).toEqual(['under-5kg', '5-20kg', '20-50kg', '50kg-plus']);
    expect(inquiryOptionLabel(INQUIRY_VOLUMES, '50kg-plus')).toBe('50 kg+');
    expect(inquiryOptionLabel(INQUIRY_VOLUMES, 'old-value')).toBe('old-value');
    expect(inquiryOptionLabel(INQUIRY_VOLUMES, null)).toBe('-');
  });

  it('describes stored inquiries', () => {
    expect(inquiryStatusSchema.options).toEqual(['new', 'read', 'replied', 'archived']);
    const row = { ...valid, id: '1', product_interest: null, volume: null, message: null, product: null, status: 'new', created_at: 'c', read_at: null, reference: 'INQ-2025-0042' };
    expect(inquirySchema.parse(row)).toEqual(row);
    expect(inquirySchema.parse({ ...row, reference: null }).reference).toBeNull();
  });
});
