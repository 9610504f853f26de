// E-mail verification: a random token goes out in a link, only its SHA-256 is
// stored, and it works once within 24 hours.
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import type { AppDeps } from '../shared/types';
import { generateToken, hashToken } from './sessions';
import { deleteUserEmailVerifications, insertEmailVerification, takeEmailVerification, updateUser } from './store';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const INVALID_VERIFICATION_LINK = 'Invalid or expired verification link';

export async function createEmailVerification(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = generateToken();
  await insertEmailVerification(db, { id: hashToken(token), userId, expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS) });
  return token;
}

function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

/** Sends the link; a mail failure is logged, not fatal, since the account already exists. */
export async function sendVerificationMail(deps: AppDeps, to: string, token: string): Promise<void> {
  const link = verificationLink(deps.config.publicUrl, token);
  try {
    await deps.mailer.send({
      to,
      subject: 'Verify your email address',
      text: `Welcome! Please confirm your email address by opening this link within 24 hours:\n\n${link}\n\nIf you did not create an account, you can ignore this message.`,
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'verification mail failed');
  }
}

/**
 * Uses up a token and marks its user's e-mail verified; 400 when the token is
 * unknown, already used or expired (an expired token is removed as well).
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<{ verified: true }> {
  const row = await takeEmailVerification(db, hashToken(token));
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw badRequest(INVALID_VERIFICATION_LINK);
  await updateUser(db, row.userId, { emailVerified: true });
  await deleteUserEmailVerifications(db, row.userId);
  return { verified: true };
}
