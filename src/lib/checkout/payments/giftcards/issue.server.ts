import { randomInt } from 'node:crypto';
import type { Db } from '@lib/platform/index.server';
import { loadCard } from './ledger.server';
import { secretHash } from './secret.server';
import { storedCards } from './tables.server';

/** A gift card just issued: what its holder needs to spend it. */
export interface IssuedGiftCard {
  number: string;
  pin: string;
  securityCode: string;
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('');

/**
 * Issues a new gift card loaded with an amount (kuruş) once per reference, inside the caller's
 * transaction: a random 16-digit number in the gift range (6000 …), a PIN and a security code kept
 * only as hashes, usable in full on one order. Reborn pays a gift-card payout with it.
 */
export async function issueGiftCard(tx: Db, amount: number, reference: string): Promise<IssuedGiftCard> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('issueGiftCard: a positive amount');
  const card = { number: `6000${digits(12)}`, pin: digits(4), securityCode: digits(3) };
  const [row] = await tx
    .insert(storedCards)
    .values({
      kind: 'gift_card',
      number: card.number,
      pinHash: secretHash(card.number, card.pin),
      securityCodeHash: secretHash(card.number, card.securityCode),
      maxUse: amount,
    })
    .returning({ id: storedCards.id });
  await loadCard(row!.id, amount, reference, tx);
  return card;
}
