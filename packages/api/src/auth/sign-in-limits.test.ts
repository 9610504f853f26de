import { describe, expect, it } from 'vitest';
import { accountKeyOf, addressKeyOf, SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_ADDRESS_LIMIT, tooManyAttemptsMessage } from './sign-in-limits';

describe('sign-in limits', () => {
  it('allows 10 attempts per address and 100 per account in 15 minutes', () => {
    expect(SIGN_IN_ADDRESS_LIMIT).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
    expect(SIGN_IN_ACCOUNT_LIMIT).toEqual({ max: 100, windowMs: 15 * 60 * 1000 });
  });

  it('says when to retry, in minutes', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });

  it('counts an account by its lowercased, trimmed e-mail, apart from addresses', () => {
    expect(accountKeyOf('  Buyer@Example.COM ')).toBe(accountKeyOf('buyer@example.com'));
    expect(accountKeyOf('a@b.co')).not.toBe(addressKeyOf('a@b.co'));
    expect(addressKeyOf('::ffff:10.0.0.1')).toBe(addressKeyOf('10.0.0.1'));
  });
});
