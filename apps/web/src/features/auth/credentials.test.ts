import { describe, expect, it } from 'vitest';
import { hasErrors, validateCredentials } from './credentials';

describe('validateCredentials', () => {
  it('accepts a valid address and a password of at least 6 characters', () => {
    const errors = validateCredentials({ email: ' buyer@salon.com ', password: '123456' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("says 'Invalid email address' and 'Password must be at least 6 characters'", () => {
    const errors = validateCredentials({ email: 'buyer@', password: '12345' });
    expect(errors).toEqual({ email: 'Invalid email address', password: 'Password must be at least 6 characters' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('flags empty fields with the same messages', () => {
    expect(validateCredentials({ email: '', password: '' })).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('reports one message per field', () => {
    expect(validateCredentials({ email: 'ok@example.com', password: 'x'.repeat(201) })).toEqual({
      password: 'Password must be at most 200 characters',
    });
  });
});
