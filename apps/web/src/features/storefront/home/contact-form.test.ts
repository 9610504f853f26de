import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, productInquiryHref, productRefFromSearch, validateContactForm } from './contact-form';

describe('validateContactForm', async () => {
  it('requires first name, last name, a valid e-mail and a phone number', async () => {
    expect(await validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      ok: false,
      errors: {
        first_name: 'First name is required',
        last_name: 'Last name is required',
        email: 'Invalid email address',
        phone: 'Phone number is required',
      },
    });
  });

  it('rejects a malformed e-mail and phone number', async () => {
    const result = await validateContactForm({ ...EMPTY_CONTACT_FORM, first_name: 'An', last_name: 'Le', email: 'an@', phone: 'call me' });
    expect(result).toEqual({ ok: false, errors: { email: 'Invalid email address', phone: 'Invalid phone number' } });
  });

  it('trims the values and leaves unchosen options out', async () => {
    const result = await validateContactForm({
      ...EMPTY_CONTACT_FORM,
      first_name: ' An ',
      last_name: 'Le',
      email: 'an@example.com',
      phone: '+84 912 345 678',
      volume: '5-20kg',
      message: '  10 kg of 18 inch  ',
    });
    expect(result).toEqual({
      ok: true,
      input: { first_name: 'An', last_name: 'Le', email: 'an@example.com', phone: '+84 912 345 678', volume: '5-20kg', message: '10 kg of 18 inch' },
    });
  });
});

describe('the product inquiry link', () => {
  it('names the product in the query string and leads to the contact section', () => {
    const href = productInquiryHref('body wave/18"');
    expect(href).toBe('/?product=body%20wave%2F18%22#contact');
    expect(productRefFromSearch(new URL(href, 'https://shop.example').search)).toBe('body wave/18"');
  });

  it('reads no product from a page without one, a blank one or an overlong one', () => {
    expect(productRefFromSearch('')).toBeNull();
    expect(productRefFromSearch('?product=%20')).toBeNull();
    expect(productRefFromSearch(`?product=${'x'.repeat(201)}`)).toBeNull();
  });
});
