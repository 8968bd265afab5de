import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { env, serverSecret } from '@lib/platform/index.server';

// The wallet's vault: a saved card's number and expiry are kept only sealed with AES-256-GCM (a fresh
// IV per card, the tag checked on opening), so a copy of the database alone reveals no card. The key
// is derived from the server secret 'wallet'; the fingerprint is a keyed hash, never the number.

/** What is sealed of a saved card. */
export interface SealedCard {
  number: string;
  expMonth: number;
  expYear: number;
  holder: string;
}

const keyOf = async (purpose: string) =>
  createHash('sha256')
    .update(`${purpose}:${await serverSecret('wallet', env().BANK_SECRET)}`)
    .digest();

/** Seals a card: base64 of iv (12 bytes), tag (16 bytes) and ciphertext. */
export async function seal(card: SealedCard): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf('seal'), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens a sealed card; throws when it was altered. */
export async function unseal(sealed: string): Promise<SealedCard> {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf('seal'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as SealedCard;
}

/** A keyed hash of a wallet's card number: the same card in the same wallet gives the same value. */
export async function fingerprint(userId: string, number: string): Promise<string> {
  return createHmac('sha256', await keyOf('fingerprint'))
    .update(`${userId}:${number}`)
    .digest('hex');
}

/** A keyed hash of a one-time code or PIN for a challenge. */
export async function codeHash(referenceNo: string, code: string): Promise<string> {
  return createHmac('sha256', await keyOf('code'))
    .update(`${referenceNo}:${code}`)
    .digest('hex');
}
