import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { now, env, db, enqueue, logger, type Session, hit } from '@lib/platform/index.server';
import { DomainError, type Lang, localizedPath, type Caller, phoneDigits } from '@lib/platform';
import { siteOrigin } from '@lib/catalogue/index.server';
import { readKeptLines } from './lines.server';
import { findCartId } from './owner.server';
import { unitCount } from './rules';
import { type SharedCart, sharedCartPath } from './schema';
import { cartLines, cartShares } from './tables.server';
import { toLine } from './view.server';

// Share with a digital stylist (docs/behaviour/bag.md#sharing-with-a-digital-stylist): a read-only copy of the cart behind a link. The
// link's token is 256 random bits; only its SHA-256 is stored, so the table alone opens no cart.

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new share of the session's cart: the token, its stored hash and when it expires. Refuses an empty cart. */
export async function shareCart(session: Pick<Session, 'customerId' | 'data'> | undefined) {
  const cartId = await findCartId(session);
  const database = await db();
  const lines =
    cartId === undefined
      ? []
      : await database
          .select({
            productId: cartLines.productId,
            variantId: cartLines.variantId,
            quantity: cartLines.quantity,
            isGift: cartLines.isGift,
          })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId))
          .orderBy(cartLines.addedAt, cartLines.variantId);
  if (cartId === undefined || lines.length === 0) throw new DomainError('CART_EMPTY');
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const expiresAt = new Date(now().getTime() + env().CART_SHARE_TTL_DAYS * 86_400_000);
  await database.insert(cartShares).values({ tokenHash, cartId, lines, createdAt: now(), expiresAt });
  return { token, tokenHash, cartId, expiresAt };
}

/** The link's public address in the caller's language. */
const shareUrl = (token: string, lang: Lang) => new URL(localizedPath(sharedCartPath(token), lang), siteOrigin()).toString();

/** POST share/generate-url: a new link to a read-only copy of the cart, and when it expires. */
export async function generateShareUrl(session: Session | undefined, lang: Lang): Promise<{ Url: string; ExpiresAt: string }> {
  const share = await shareCart(session);
  return { Url: shareUrl(share.token, lang), ExpiresAt: share.expiresAt.toISOString() };
}

/** Sends a session or an address more than this many links an hour and it waits: an SMS pump costs real money. */
const SENDS_PER_SESSION = 5;
const SENDS_PER_ADDRESS = 3;
const HOUR = 3600;

/** POST share/send: the link by SMS or e-mail in the caller's language, throttled per session and per address. */
export async function sendShare(caller: Caller, channel: 'sms' | 'email', to: string): Promise<{ ExpiresAt: string }> {
  const recipient = channel === 'sms' ? phoneDigits(to) : to.trim();
  if ((await hit(`cart-share:session:${caller.session.idHash}`, HOUR)) > SENDS_PER_SESSION) throw new DomainError('E107');
  if ((await hit(`cart-share:${channel}:${recipient.toLowerCase()}`, HOUR)) > SENDS_PER_ADDRESS) throw new DomainError('E107');
  const share = await shareCart(caller.session);
  const bagPath = localizedPath(sharedCartPath(share.token), caller.lang);
  try {
    await enqueue(await db(), {
      channel,
      to: recipient,
      lang: caller.lang,
      kind: 'bagShared',
      data: { bagPath, days: env().CART_SHARE_TTL_DAYS },
    });
  } catch (err) {
    logger.warn({ err, channel }, 'cart share not sent');
    throw new DomainError('CART_SHARE_NOT_SENT');
  }
  return { ExpiresAt: share.expiresAt.toISOString() };
}

/** The read-only copy behind a link, priced as of today; undefined when unknown or expired (the page 404s). */
export async function sharedCartView(token: string, lang: Lang): Promise<SharedCart | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const at = now();
  const [share] = await (await db())
    .select()
    .from(cartShares)
    .where(and(eq(cartShares.tokenHash, hashOf(token)), gt(cartShares.expiresAt, at)));
  if (!share) return undefined;
  const rows = await readKeptLines(share.lines, lang, share.createdAt);
  const units = unitCount(rows);
  const Lines = rows.map((row) => toLine(row, undefined, units, env().CART_MAX_ITEMS));
  return {
    Lines,
    LinesTotal: Lines.reduce((sum, line) => sum + line.LineTotal, 0),
    SharedAt: share.createdAt.toISOString(),
    ExpiresAt: share.expiresAt.toISOString(),
  };
}
