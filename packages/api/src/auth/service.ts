// Sign-up and sign-in. Sign-up signs the new buyer in at once (the verification
// link still goes out). Sign-in answers the same 401 for an unknown
// e-mail and a wrong password, and takes the same time for both.
import { TEXTS, type Credentials, type PublicUser } from '@hair/domain';
import { API_TOKEN_MESSAGES } from '../api-tokens/service';
import type { Db } from '../db/client';
import { apiError, badRequest, conflict } from '../errors';
import { addressKey } from '../rate-limits/client-address';
import { enforceLimit, minutesText, type Limit } from '../rate-limits/limits';
import type { AppDeps } from '../shared/types';
import { toUserDto } from './mapper';
import { hashPassword, verifyPassword, verifyWithoutAccount } from './passwords';
import { USER_ROLE } from './roles';
import { createSession, type ValidSession } from './sessions';
import { countSignInAttempt, forgiveSignInAttempt } from './sign-in-limits';
import { deleteSession, findUserByEmail, insertUser } from './store';
import { createEmailVerification, sendVerificationMail } from './verification';

const EMAIL_TAKEN = 'Email already registered';

/** Sign-ups from one client address in an hour: plenty for a trade site, too few to farm accounts. */
const SIGN_UP_LIMIT: Limit = { max: 5, windowMs: 60 * 60 * 1000 };
const signUpKeyOf = (ip: string) => `sign-up:ip:${addressKey(ip)}`;
const tooManySignUpsMessage = (minutes: number) => `Too many sign-ups from this address. Try again in ${minutesText(minutes)}.`;

/** Creates an unverified account, mails its verification link and signs it in; answers `{ token, user }`. */
export async function registerUser(deps: AppDeps, { email, password }: Credentials, ip: string): Promise<{ token: string; user: PublicUser }> {
  await enforceLimit(deps.db, signUpKeyOf(ip), SIGN_UP_LIMIT, tooManySignUpsMessage);
  if (await findUserByEmail(deps.db, email)) throw conflict(EMAIL_TAKEN);
  // A concurrent sign-up with the same e-mail loses at the unique index.
  const user = await insertUser(deps.db, { email, passwordHash: await hashPassword(password), role: USER_ROLE });
  if (!user) throw conflict(EMAIL_TAKEN);
  await sendVerificationMail(deps, user.email, await createEmailVerification(deps.db, user.id));
  return { token: await createSession(deps.db, user.id), user: toUserDto(user) };
}

export async function signIn(deps: AppDeps, { email, password }: Credentials, ip: string): Promise<{ token: string; user: PublicUser }> {
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  const attempt = await countSignInAttempt(deps.db, email, ip);
  const user = await findUserByEmail(deps.db, email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyWithoutAccount(password);
  if (!user || !valid) throw apiError('UNAUTHORIZED', TEXTS.invalidCredentials);
  await forgiveSignInAttempt(deps.db, attempt);
  return { token: await createSession(deps.db, user.id), user: toUserDto(user) };
}

/** Ends the session on the server. An API token has no session: an admin revokes it instead. */
export async function signOut(db: Db, session: ValidSession): Promise<void> {
  if (session.apiToken) throw badRequest(API_TOKEN_MESSAGES.noSignOut);
  await deleteSession(db, session.sessionId);
}
