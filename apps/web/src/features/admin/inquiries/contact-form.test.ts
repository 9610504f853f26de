import { describe, expect, it } from 'vitest';
import { readContactForm, storedContact } from './contact-form';

describe('storedContact', () => {
  it('reads the stored section', () => {
    expect(
      storedContact({
        whatsapp: '+84 912 345 678',
        email: 'sales@example.com',
        address: 'Hanoi',
        tagline: 'Factory direct',
        bank_details: 'Vietcombank\nAccount 0011',
        time_zone: 'ICT, UTC+7',
        socials: [{ name: 'Facebook', url: 'https://facebook.com/x' }, 'junk'],
        office_hours: [{ days: 'Mon–Fri', hours: '9:00–20:00' }],
      }),
    ).toEqual({
      whatsapp: '+84 912 345 678',
      email: 'sales@example.com',
      address: 'Hanoi',
      tagline: 'Factory direct',
      bank_details: 'Vietcombank\nAccount 0011',
      time_zone: 'ICT, UTC+7',
      socials: [{ name: 'Facebook', url: 'https://facebook.com/x' }],
      office_hours: [{ days: 'Mon–Fri', hours: '9:00–20:00' }],
    });
  });

  it('starts with the default office hours, in Vietnam time, when none are stored', () => {
    expect(storedContact(undefined).office_hours).toEqual([
      { days: 'Mon–Fri', hours: '9:00–20:00' },
      { days: 'Sat–Sun', hours: '10:00–18:00' },
    ]);
    expect(storedContact(undefined).time_zone).toBe('Vietnam time, UTC+7');
  });
});

describe('readContactForm', () => {
  const values = storedContact({ whatsapp: '+84 912', email: 'sales@example.com' });

  it('drops empty rows and keeps stored keys the form does not show', () => {
    const result = readContactForm(
      { ...values, socials: [{ name: ' Zalo ', url: 'https://zalo.me/1' }, { name: '', url: ' ' }], office_hours: [{ days: '', hours: '' }] },
      { map_url: 'https://maps.example.com' },
    );
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        map_url: 'https://maps.example.com',
        whatsapp: '+84 912',
        socials: [{ name: 'Zalo', url: 'https://zalo.me/1' }],
        office_hours: [],
      }),
    });
  });

  it('keeps the lines of the bank details and names ones too long', () => {
    expect(readContactForm({ ...values, bank_details: ' Vietcombank \nAccount 0011 ' })).toMatchObject({ ok: true, config: { bank_details: 'Vietcombank\nAccount 0011' } });
    expect(readContactForm({ ...values, bank_details: 'B'.repeat(1001) })).toEqual({ ok: false, errors: { bank_details: 'Bank details must be at most 1000 characters' } });
  });

  it('names an invalid phone number and e-mail', () => {
    expect(readContactForm({ ...values, whatsapp: 'call me', email: 'sales@' })).toEqual({
      ok: false,
      errors: { whatsapp: 'Invalid phone number', email: 'Invalid email address' },
    });
  });
});
