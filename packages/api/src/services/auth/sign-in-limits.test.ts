import { describe, expect, it } from 'vitest';
import { accountKey, ipKey, SIGN_IN_WINDOW, tooManyAttemptsMessage } from './sign-in-limits';

describe('sign-in limits', () => {
  it('allows 10 failures in 15 minutes', () => {
    expect(SIGN_IN_WINDOW).toEqual({ max: 10, windowMs: 15 * 60 * 1000 });
  });

  it('says when to retry, in minutes', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });

  it('counts an account by its lowercased, trimmed e-mail, apart from IPs', () => {
    expect(accountKey('  Buyer@Example.COM ')).toBe(accountKey('buyer@example.com'));
    expect(accountKey('a@b.co')).not.toBe(ipKey('a@b.co'));
  });
});
