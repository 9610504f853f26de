import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword, verifyWithoutAccount } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id m=19 MiB, t=2, p=1 and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse')).toBe(false);
  });

  it('treats a malformed hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('generates distinct 24-character URL-safe passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('checks against no account and always says no', async () => {
    expect(await verifyWithoutAccount('whatever')).toBe(false);
    expect(await verifyWithoutAccount('')).toBe(false);
  });
});
