import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isAdminRole } from '../roles';
import { credentialsSchema, normalizeEmail, publicUserSchema, roleSchema } from './user';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('credentialsSchema', () => {
  it('trims the e-mail and keeps its case', () => {
    expect(credentialsSchema.parse({ email: '  Admin@Example.COM ', password: 'secret' })).toEqual({
      email: 'Admin@Example.COM',
      password: 'secret',
    });
  });

  it("rejects bad e-mails with 'Invalid email address'", () => {
    for (const email of ['', '   ', 'plain', 'a@', '@b.co', 'a b@c.co', null, undefined, 42, {}, `${'a'.repeat(250)}@b.co`]) {
      const r = credentialsSchema.safeParse({ email, password: 'secret' });
      expect(r.success).toBe(false);
      expect(firstMessage(r)).toBe(MESSAGES.invalidEmail);
    }
  });

  it("rejects short passwords with 'Password must be at least 6 characters'", () => {
    for (const password of ['', '12345', null, undefined, 123456]) {
      const r = credentialsSchema.safeParse({ email: 'a@b.co', password });
      expect(firstMessage(r)).toBe(MESSAGES.passwordTooShort);
    }
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
    // Spaces count: the password is not trimmed.
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: '      ' }).success).toBe(true);
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'mật khẩu' }).success).toBe(true);
  });

  it('caps passwords at 200 characters', () => {
    expect(firstMessage(credentialsSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(201) }))).toBe(
      MESSAGES.passwordTooLong,
    );
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(200) }).success).toBe(true);
  });

  it('rejects a non-object', () => {
    expect(credentialsSchema.safeParse(null).success).toBe(false);
    expect(credentialsSchema.safeParse('a@b.co').success).toBe(false);
  });
});

describe('users and roles', () => {
  it('compares e-mails in lower case', () => {
    expect(normalizeEmail(' A@B.Co ')).toBe('a@b.co');
  });

  it('knows two roles and derives isAdmin from admin only', () => {
    expect(roleSchema.options).toEqual(['admin', 'user']);
    expect(roleSchema.safeParse('root').success).toBe(false);
    expect(isAdminRole('admin')).toBe(true);
    for (const r of ['Admin', 'user', '', null, undefined, true]) expect(isAdminRole(r)).toBe(false);
  });

  it('describes the public user', () => {
    const user = { id: '1', email: 'a@b.co', role: 'admin', email_verified: false };
    expect(publicUserSchema.parse(user)).toEqual(user);
    expect(publicUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });
});
