import { sameSignature, signParts } from '@lib/platform/index.server';

// The frame token: the member's id and an expiry, signed. The page mints it for its signed-in member;
// the repair sandbox trusts nothing else (it has no session of its own), so a token cannot be
// stretched, moved to another member or used after it lapses.

/** A token for this member, good until `expiresAt`. */
export function signRepairToken(secret: string, customerId: number, expiresAt: Date): string {
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  return `${customerId}.${expiry}.${signParts(secret, ['repair', String(customerId), expiry])}`;
}

/** The member a token names while it holds at `at`, else null (malformed, altered or lapsed). */
export function readRepairToken(secret: string, token: string, at: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, customer, expiry, signature] = match as unknown as [string, string, string, string];
  if (!sameSignature(signature, signParts(secret, ['repair', customer, expiry]))) return null;
  if (Number(expiry) * 1000 <= at.getTime()) return null;
  return Number(customer);
}
