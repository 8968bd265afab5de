import argon2 from 'argon2';

// argon2id with the package's defaults (64 MiB, 3 passes); the hash string carries its parameters,
// so they can be raised later without breaking stored hashes.

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

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
