import { and, eq } from 'drizzle-orm';
import { env, now, shopperOrigin, db, type PageAnswer, pageAnswer, sameSignature } from '@lib/platform/index.server';
import { pageToken, type ReturnFields, signReturn } from '@lib/checkout/payments/card/signature.server';
import { PROVIDER_ANSWERS } from './codes';
import { type DigitalCode, PAYPAL_LOGIN_TRIES, PAYPAL_TEST_ACCOUNTS, SANDBOX_KURUS } from './providers';
import { REFUSED } from './sandbox.server';
import { digitalSecret } from './secret.server';
import { digitalSessions } from './tables.server';

// The provider's own page of a session: what it shows, and what Approve or Cancel on it does. Each
// end is a signed form post to the store's return address. Posts carry a token bound to the session
// and to the try it was shown for, so a replayed or foreign post changes nothing.

/** Where the provider sends the shopper back (the store's digital return). */
const RETURN_PATH = '/cop-api/checkout/digital/return';

type Row = typeof digitalSessions.$inferSelect;

/** The open page: the provider, the amount, and the form's token. */
export interface ProviderPage {
  kind: 'open';
  id: string;
  provider: DigitalCode;
  amount: number;
  token: string;
  triesLeft: number;
}

/** The page's end: the signed fields to post back to the store. */
export interface ProviderReturn {
  kind: 'return';
  returnUrl: string;
  fields: ReturnFields & { Signature: string };
}

async function find(id: string): Promise<Row | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await (await db()).select().from(digitalSessions).where(eq(digitalSessions.id, id));
  return row;
}

const expired = (row: Row, at: Date) => at.getTime() - row.createdAt.getTime() > env().PAYMENT_PENDING_MINUTES * 60_000;

/** Moves an awaiting session on, only if it still awaits at the try it was shown for. */
async function settle(row: Row, set: Partial<Row>): Promise<void> {
  await (await db())
    .update(digitalSessions)
    .set({ ...set, completedAt: set.status === 'awaiting' ? null : now() })
    .where(and(eq(digitalSessions.id, row.id), eq(digitalSessions.status, 'awaiting'), eq(digitalSessions.tries, row.tries)));
}

async function signedReturn(row: Row): Promise<ProviderReturn> {
  const fields: ReturnFields = {
    PaymentId: row.id,
    Reference: row.reference,
    Status: REFUSED.has(row.status) ? 'declined' : 'approved',
    Code: row.code,
  };
  return {
    kind: 'return',
    returnUrl: new URL(RETURN_PATH, shopperOrigin()).toString(),
    fields: { ...fields, Signature: signReturn(await digitalSecret(), fields) },
  };
}

/** What the page shows for a session: open, its signed end (a reload after it), or null when unknown. */
export async function providerPage(id: string, at = now()): Promise<ProviderPage | ProviderReturn | null> {
  const row = await find(id);
  if (!row) return null;
  if (row.status === 'awaiting' && expired(row, at)) {
    await settle(row, { status: 'expired', code: PROVIDER_ANSWERS.expired });
    return providerPage(id, at);
  }
  if (row.status !== 'awaiting') return signedReturn(row);
  return {
    kind: 'open',
    id: row.id,
    provider: row.provider as DigitalCode,
    amount: row.amount,
    token: pageToken(await digitalSecret(), row.id, row.tries),
    triesLeft: PAYPAL_LOGIN_TRIES - row.tries,
  };
}

/** A post from the page: PayPal's asks for the account's e-mail and password. */
export interface ProviderSubmit {
  action: 'approve' | 'cancel';
  token: string;
  email: string;
  password: string;
}

/** The end an approval leads to: PayPal checks its log-in; the ,14 TL amount and PayPal's refused account decline. */
function approval(row: Row, submit: ProviderSubmit): Partial<Row> | 'wrongLogin' {
  const declined = { status: 'declined', code: PROVIDER_ANSWERS.declined };
  if (row.provider === 'paypal') {
    const email = submit.email.trim().toLowerCase();
    const account = Object.values(PAYPAL_TEST_ACCOUNTS).find((a) => a.email === email && a.password === submit.password);
    if (!account) return 'wrongLogin';
    if (account === PAYPAL_TEST_ACCOUNTS.declined) return { ...declined, payer: email };
  }
  if (row.amount % 100 === SANDBOX_KURUS.declines) return declined;
  return {
    status: 'approved',
    code: PROVIDER_ANSWERS.approved,
    payer: row.provider === 'paypal' ? submit.email.trim().toLowerCase() : null,
  };
}

/**
 * Approve or Cancel on the page. A wrong PayPal log-in counts a try (the last declines); a post
 * with a stale or foreign token changes nothing and shows the page as it is.
 */
export async function submitProviderPage(
  id: string,
  submit: ProviderSubmit,
  at = now(),
): Promise<(ProviderPage & { wrongLogin: boolean }) | ProviderReturn | null> {
  const row = await find(id);
  if (!row) return null;
  const fresh = row.status === 'awaiting' && sameSignature(submit.token, pageToken(await digitalSecret(), row.id, row.tries));
  let wrongLogin = false;
  if (fresh && expired(row, at)) await settle(row, { status: 'expired', code: PROVIDER_ANSWERS.expired });
  else if (fresh && submit.action === 'cancel') await settle(row, { status: 'cancelled', code: PROVIDER_ANSWERS.cancelled });
  else if (fresh) {
    const end = approval(row, submit);
    if (end !== 'wrongLogin') await settle(row, end);
    else {
      wrongLogin = true;
      const tries = row.tries + 1;
      await settle(
        row,
        tries >= PAYPAL_LOGIN_TRIES ? { status: 'declined', code: PROVIDER_ANSWERS.declined, tries } : { status: 'awaiting', tries },
      );
    }
  }
  const page = await providerPage(id, at);
  return page?.kind === 'open' ? { ...page, wrongLogin } : page;
}

/** What the provider's page shows: the open session (with whether the last log-in was wrong) or its signed end. */
export type ProviderView = (ProviderPage & { wrongLogin: boolean }) | ProviderReturn;

/**
 * The provider page's answer to a GET (`post` null) or to its form: Cancel when asked, else Approve
 * (PayPal's with the e-mail and password typed); the e-mail comes back to fill the form again. An
 * unknown id answers 404 and changes nothing.
 */
export async function providerPageAnswer(
  id: string,
  post: Record<string, string> | null,
  at = now(),
): Promise<PageAnswer<ProviderView> & { email: string }> {
  const shown = await providerPage(id, at);
  if (!post || !shown) return { ...pageAnswer(shown?.kind === 'open' ? { ...shown, wrongLogin: false } : shown), email: '' };
  const email = post.email ?? '';
  const action = post.action === 'cancel' ? 'cancel' : 'approve';
  const submitted = await submitProviderPage(id, { action, token: post.token ?? '', email, password: post.password ?? '' }, at);
  return { ...pageAnswer(submitted), email };
}
