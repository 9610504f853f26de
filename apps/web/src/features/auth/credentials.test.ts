import { describe, expect, it } from 'vitest';
import { validateCredentials, validateNewPassword, validateResetRequest } from './credentials';

describe('validateCredentials', () => {
  it('accepts a valid address and a password of at least 6 characters to sign in', () => {
    expect(validateCredentials({ email: ' buyer@salon.com ', password: '123456' })).toEqual({});
  });

  it("says 'Invalid email address' and 'Password must be at least 6 characters'", () => {
    expect(validateCredentials({ email: 'buyer@', password: '12345' })).toEqual({ email: 'Invalid email address', password: 'Password must be at least 6 characters' });
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

  it('asks a new password of at least 10 characters to sign up', () => {
    expect(validateCredentials({ email: 'ok@example.com', password: '123456789' }, 'signUp')).toEqual({ password: 'Password must be at least 10 characters' });
    expect(validateCredentials({ email: 'ok@example.com', password: 'silk-hair-1' }, 'signUp')).toEqual({});
  });
});

describe('the password reset forms', () => {
  it('check the e-mail of the request', () => {
    expect(validateResetRequest({ email: 'buyer@' })).toEqual({ email: 'Invalid email address' });
    expect(validateResetRequest({ email: 'buyer@salon.com' })).toEqual({});
  });

  it('check the new password: at least 10 characters', () => {
    expect(validateNewPassword({ password: 'short' })).toEqual({ password: 'Password must be at least 10 characters' });
    expect(validateNewPassword({ password: 'long-enough-1' })).toEqual({});
  });
});
