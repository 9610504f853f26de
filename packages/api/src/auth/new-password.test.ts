import { ACCOUNT_MESSAGES, MESSAGES } from '@hair/domain';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, serverNewPasswordSchema } from './new-password';

const messageOf = (password: unknown) => serverNewPasswordSchema.safeParse(password).error?.issues[0]?.message;

describe('a new password', () => {
  it("needs at least 10 characters: 'Password must be at least 10 characters'", () => {
    expect(ACCOUNT_MESSAGES.newPasswordTooShort).toBe('Password must be at least 10 characters');
    for (const password of ['', 'secret123', '123456789', null, undefined, 1234567890]) expect(messageOf(password)).toBe(ACCOUNT_MESSAGES.newPasswordTooShort);
    expect(serverNewPasswordSchema.safeParse('silk-hair-1').success).toBe(true);
  });

  it('is at most 200 characters', () => {
    expect(messageOf('x'.repeat(201))).toBe(MESSAGES.passwordTooLong);
    expect(serverNewPasswordSchema.safeParse('x'.repeat(200)).success).toBe(true);
  });

  it('is refused when it is one of the most common passwords, in any letter case', () => {
    for (const password of ['1234567890', 'qwertyuiop', 'password123', 'PassWord123', 'basketball', 'Manchester']) {
      expect(isCommonPassword(password)).toBe(true);
      expect(messageOf(password)).toBe('This password is on the list of the most common passwords: choose another');
    }
  });

  it('accepts a password that is not on the list', () => {
    for (const password of ['silk-hair-2026', 'buyer-pass-123', 'Hanoi bundles 22"']) {
      expect(isCommonPassword(password)).toBe(false);
      expect(serverNewPasswordSchema.parse(password)).toBe(password);
    }
  });

  it('counts spaces: a password is not trimmed', () => {
    expect(serverNewPasswordSchema.safeParse('          ').success).toBe(true);
  });
});
