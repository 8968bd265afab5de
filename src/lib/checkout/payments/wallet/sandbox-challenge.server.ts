import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { now, db, sendNow } from '@lib/platform/index.server';
import type { WalletCaller } from './provider';
import { link, phoneOf } from './sandbox-store.server';
import { SANDBOX_CODES, SANDBOX_PIN } from './sandbox-rules';
import { walletCards, walletChallenges } from './tables.server';
import { codeHash } from './vault.server';

// The sandbox wallet's challenges: a one-time code it sends to the account's phone, or its PIN.
// Answering one right completes what waited for it (link the account, activate the added card).

/** Tries a code or PIN allows before the challenge is spent. */
export const WALLET_MAX_TRIES = 3;
const TTL_MS = 180_000;

/** Opens a challenge for an operation and sends the code (a PIN challenge sends nothing); its reference number. */
export async function challenge(caller: WalletCaller, operation: 'link' | 'add', secret: 'otp' | 'pin', cardId: number | null) {
  const referenceNo = randomUUID();
  const code = secret === 'pin' ? SANDBOX_PIN : String(randomInt(0, 1_000_000)).padStart(6, '0');
  await (await db()).insert(walletChallenges).values({
    referenceNo,
    userId: caller.userId,
    customerId: caller.customerId,
    operation,
    secret,
    cardId,
    codeHash: await codeHash(referenceNo, code),
    maxTryCount: WALLET_MAX_TRIES,
    expiresAt: new Date(now().getTime() + TTL_MS),
  });
  if (secret === 'otp') {
    await sendNow({
      channel: 'sms',
      to: phoneOf(caller.userId),
      lang: caller.lang,
      kind: 'code',
      data: { code, minutes: Math.ceil(TTL_MS / 60_000), purpose: 'wallet' },
    });
  }
  return referenceNo;
}

/**
 * Answers a challenge: one UPDATE counts the try and consumes it when the code matches, only while
 * unspent, unexpired and under its tries, so parallel answers cannot reuse it. The response code.
 */
export async function answer(caller: WalletCaller, referenceNo: string, code: string) {
  const database = await db();
  const at = now();
  const mine = and(
    eq(walletChallenges.referenceNo, referenceNo),
    eq(walletChallenges.userId, caller.userId),
    eq(walletChallenges.customerId, caller.customerId),
  );
  const expected = await codeHash(referenceNo, code.trim());
  const [row] = await database
    .update(walletChallenges)
    .set({
      tryCount: sql`${walletChallenges.tryCount} + 1`,
      consumedAt: sql`case when ${walletChallenges.codeHash} = ${expected} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        mine,
        isNull(walletChallenges.consumedAt),
        lt(walletChallenges.tryCount, walletChallenges.maxTryCount),
        gt(walletChallenges.expiresAt, at),
      ),
    )
    .returning();
  if (row?.consumedAt) {
    if (row.cardId != null) await database.update(walletCards).set({ active: true }).where(eq(walletCards.id, row.cardId));
    await link(caller);
    return { code: '0000', tryCount: row.tryCount };
  }
  if (row) return { code: row.tryCount >= row.maxTryCount ? SANDBOX_CODES.tooManyTries : '1409', tryCount: row.tryCount };
  const [stored] = await database.select().from(walletChallenges).where(mine);
  if (!stored || stored.consumedAt) return { code: SANDBOX_CODES.referenceNotFound, tryCount: 0 };
  if (stored.tryCount >= stored.maxTryCount) return { code: SANDBOX_CODES.tooManyTries, tryCount: stored.tryCount };
  return { code: SANDBOX_CODES.codeExpired, tryCount: stored.tryCount };
}
