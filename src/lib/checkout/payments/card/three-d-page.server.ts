import { and, eq } from 'drizzle-orm';
import { env, now, db, type PageAnswer, pageAnswer, sameSignature } from '@lib/platform/index.server';
import { BANK_CODES } from './codes';
import { bankSecret } from './secret.server';
import { pageToken, type ReturnFields, signReturn } from './signature.server';
import { banks, bankPayments } from './tables.server';

// The sandbox bank's 3-D Secure page: what it shows, and what a Verify or Cancel on it does. Every
// end of the page is a signed form post to the store's return address.

/** Wrong codes allowed before the verification fails. */
const THREE_D_TRIES = 3;

/** The open page: the bank, the card, the amount, and the sandbox's code shown for the shopper to type. */
export interface ThreeDPage {
  kind: 'open';
  id: string;
  bankName: string;
  programme: string;
  logo: string;
  maskedCard: string;
  amount: number;
  installmentCount: number;
  code: string;
  triesLeft: number;
  token: string;
}

/** The page's end: the signed fields to post back to the store. */
export interface ThreeDReturn {
  kind: 'return';
  returnUrl: string;
  fields: ReturnFields & { Signature: string };
}

type Row = typeof bankPayments.$inferSelect;

async function find(id: string): Promise<(Row & { bank: typeof banks.$inferSelect | null }) | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await (await db())
    .select({ payment: bankPayments, bank: banks })
    .from(bankPayments)
    .leftJoin(banks, eq(banks.code, bankPayments.bankCode))
    .where(eq(bankPayments.id, id));
  return row && { ...row.payment, bank: row.bank };
}

const expired = (row: Row, at: Date) => at.getTime() - row.createdAt.getTime() > env().PAYMENT_PENDING_MINUTES * 60_000;

/** Moves a waiting payment to its end, only if it still waits at the try it was shown for; false when another post got there first. */
async function settle(row: Row, set: Partial<Row>): Promise<boolean> {
  const done = await (await db())
    .update(bankPayments)
    .set({ ...set, completedAt: set.status === 'awaiting_3d' ? null : now() })
    .where(and(eq(bankPayments.id, row.id), eq(bankPayments.status, 'awaiting_3d'), eq(bankPayments.threeDTries, row.threeDTries)))
    .returning({ id: bankPayments.id });
  return done.length > 0;
}

async function signedReturn(row: Row): Promise<ThreeDReturn | null> {
  if (!row.returnUrl || row.status === 'awaiting_3d') return null;
  const fields: ReturnFields = {
    PaymentId: row.id,
    Reference: row.reference,
    Status: row.status === 'approved' || row.status === 'refunded' ? 'approved' : 'declined',
    Code: row.code,
  };
  return { kind: 'return', returnUrl: row.returnUrl, fields: { ...fields, Signature: signReturn(await bankSecret(), fields) } };
}

async function openPage(row: Row & { bank: typeof banks.$inferSelect | null }): Promise<ThreeDPage> {
  return {
    kind: 'open',
    id: row.id,
    bankName: row.bank?.name ?? '',
    programme: row.bank?.programme ?? '',
    logo: row.bank?.logo ?? '',
    maskedCard: row.maskedCard,
    amount: row.amount,
    installmentCount: row.installmentCount,
    code: row.threeDCode ?? '',
    triesLeft: THREE_D_TRIES - row.threeDTries,
    token: pageToken(await bankSecret(), row.id, row.threeDTries),
  };
}

/** What the page shows for a payment: the open verification, its signed end (a reload after it), or null when unknown. */
export async function threeDPage(id: string, at = now()): Promise<ThreeDPage | ThreeDReturn | null> {
  const row = await find(id);
  if (!row?.returnUrl) return null;
  if (row.status === 'awaiting_3d' && expired(row, at)) {
    await settle(row, { status: '3d_failed', code: BANK_CODES.threeDAbandoned });
    return threeDPage(id, at);
  }
  return row.status === 'awaiting_3d' ? openPage(row) : signedReturn(row);
}

/** A post from the page. */
export interface ThreeDSubmit {
  action: 'verify' | 'cancel';
  code: string;
  token: string;
}

/**
 * Verify or Cancel on the page: the right code approves, a wrong one counts a try (the third fails),
 * Cancel declines; a post with a stale or foreign token changes nothing and shows the page as it is.
 */
export async function submitThreeD(
  id: string,
  submit: ThreeDSubmit,
  at = now(),
): Promise<(ThreeDPage & { wrongCode: boolean }) | ThreeDReturn | null> {
  const row = await find(id);
  if (!row?.returnUrl) return null;
  const fresh = row.status === 'awaiting_3d' && sameSignature(submit.token, pageToken(await bankSecret(), row.id, row.threeDTries));
  let wrongCode = false;
  if (fresh && expired(row, at)) await settle(row, { status: '3d_failed', code: BANK_CODES.threeDAbandoned });
  else if (fresh && submit.action === 'cancel') await settle(row, { status: 'cancelled', code: BANK_CODES.threeDCancelled });
  else if (fresh && submit.code === row.threeDCode) await settle(row, { status: 'approved', code: BANK_CODES.approved });
  else if (fresh) {
    wrongCode = true;
    const tries = row.threeDTries + 1;
    await settle(
      row,
      tries >= THREE_D_TRIES
        ? { status: '3d_failed', code: BANK_CODES.threeDFailed, threeDTries: tries }
        : { status: 'awaiting_3d', threeDTries: tries },
    );
  }
  const page = await threeDPage(id, at);
  return page?.kind === 'open' ? { ...page, wrongCode } : page;
}

/** What the 3-D page shows: the open verification (with whether the last code was wrong) or its signed end. */
export type ThreeDView = (ThreeDPage & { wrongCode: boolean }) | ThreeDReturn;

/**
 * The 3-D page's answer to a GET (`post` null) or to its form: Cancel when asked, else Verify with
 * the typed code trimmed; an unknown id answers 404 and changes nothing.
 */
export async function threeDPageAnswer(id: string, post: Record<string, string> | null, at = now()): Promise<PageAnswer<ThreeDView>> {
  const shown = await threeDPage(id, at);
  if (!post || !shown) return pageAnswer(shown?.kind === 'open' ? { ...shown, wrongCode: false } : shown);
  const action = post.action === 'cancel' ? 'cancel' : 'verify';
  return pageAnswer(await submitThreeD(id, { action, code: (post.code ?? '').trim(), token: post.token ?? '' }, at));
}
