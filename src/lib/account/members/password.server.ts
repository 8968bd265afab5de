import { env } from '@lib/platform/index.server';
import argon2 from 'argon2';

// argon2id, by default with the package's cost (64 MiB, 3 passes); the hash string carries its
// parameters, so they can change later without breaking stored hashes. The test suites set OWASP's
// floor (19 MiB, 2 passes): hundreds of members a run, the same checks, a fifth of the work.

/** A new password's argon2id hash, at the configured cost. */
export const hashPassword = (password: string) =>
  argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: env().PASSWORD_HASH_MEMORY_KIB,
    timeCost: env().PASSWORD_HASH_PASSES,
  });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/** Spends the time of a real check when there is no account, so timing does not tell. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-1');
  await verifyPassword(await decoy, password);
  return false;
}
