// 'Forgot password?': a random token goes out in a link, only its SHA-256 is
// stored, and it works once within an hour. The request answers the same whether
// or not the address has an account, and does the same work before answering (the
// mail goes out after the answer), so neither the answer nor its time tells which
// addresses are registered. Requests are limited per client address and per
// e-mail, counted before anything is looked up.
import { ACCOUNT_MESSAGES, ACCOUNT_TEXTS, PASSWORD_RESET_TTL_MINUTES, normalizeEmail, type PublicUser } from '@hair/domain';
import { badRequest } from '../errors';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, minutesText, type Limit } from '../rate-limits/limits';
import type { AppDeps } from '../shared/types';
import { toUserDto } from './mapper';
import { hashPassword } from './passwords';
import { createSession, generateToken, hashToken } from './sessions';
import { findUserByEmail, insertPasswordReset, replacePassword, takePasswordReset } from './store';

const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Requests from one client address in an hour, whatever the e-mails. */
export const RESET_ADDRESS_LIMIT: Limit = { max: 10, windowMs: HOUR_MS };
/** Requests for one e-mail in an hour, from all addresses together: a mailbox is not flooded. */
export const RESET_ACCOUNT_LIMIT: Limit = { max: 3, windowMs: HOUR_MS };

const addressKeyOf = (ip: string) => `password-reset:ip:${addressKey(ip)}`;
const accountKeyOf = (email: string) => `password-reset:account:${normalizeEmail(email)}`;
const tooManyRequestsMessage = (minutes: number) => ACCOUNT_MESSAGES.tooManyResetRequests(minutesText(minutes));

/** The page the link opens; the token rides in the query, which the logs redact. */
export const passwordResetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

export async function requestPasswordReset(deps: AppDeps, email: string, ip: string, now = new Date()): Promise<{ sent: true }> {
  await enforceLimit(deps.db, addressKeyOf(ip), RESET_ADDRESS_LIMIT, tooManyRequestsMessage);
  await enforceLimit(deps.db, accountKeyOf(email), RESET_ACCOUNT_LIMIT, tooManyRequestsMessage);
  const user = await findUserByEmail(deps.db, email);
  const token = generateToken();
  if (user) {
    await insertPasswordReset(deps.db, { id: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
    void sendPasswordResetMail(deps, user.email, token);
  }
  return { sent: true };
}

/** A mail failure is logged (without the link), not answered: the answer must not depend on the account. */
async function sendPasswordResetMail(deps: AppDeps, to: string, token: string): Promise<void> {
  try {
    await deps.mailer.send({ to, subject: ACCOUNT_TEXTS.resetMailSubject, text: ACCOUNT_TEXTS.resetMailText(passwordResetLink(deps.config.publicUrl, token)) });
  } catch (error) {
    deps.logger.error({ err: error }, 'password reset mail failed');
  }
}

/**
 * Uses up the link and sets the new password; every other session of the account
 * ends, and the buyer is signed in with a new one. 400 when the link is unknown,
 * used or expired. The password is hashed only for a valid link, so a stream of
 * made-up tokens costs no hashing.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, now = new Date()): Promise<{ token: string; user: PublicUser }> {
  const reset = await takePasswordReset(deps.db, hashToken(token));
  if (!reset || reset.expiresAt.getTime() <= now.getTime()) throw badRequest(ACCOUNT_MESSAGES.invalidResetLink);
  const user = await replacePassword(deps.db, reset.userId, await hashPassword(password));
  if (!user) throw badRequest(ACCOUNT_MESSAGES.invalidResetLink);
  return { token: await createSession(deps.db, user.id, now), user: toUserDto(user) };
}
