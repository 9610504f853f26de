// argon2id with the parameters of the design (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A strong random password (144 bits), for admin accounts created without one. */
export function generatePassword(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real password check when no account matches, so the
 * answer time does not reveal which e-mails are registered. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(generatePassword());
  await verifyPassword(await dummyHash, password);
  return false;
}
