import { eq } from 'drizzle-orm';
import { captchaChallenge, verifyCaptcha } from '@lib/account/index.server';
import { db, type Session, setSessionData, hit, unhit } from '@lib/platform/index.server';
import { DomainError, type Lang, readData } from '@lib/platform';
import type { TFunction } from 'i18next';
import { type CardUse, GIFT_CARD_CAPTCHA_AFTER, type GiftBalance, type GiftBalanceInput, type GiftCheck } from './schema';
import { cardById, maxUsable, type StoredCard } from './ledger.server';
import { secretMatches } from './secret.server';
import { storedCards } from './tables.server';
import { assertUsable, cardFigures, infoText, removeCard, applyCard } from './use.server';

// The gift (treasure) card: a balance check with the number and the PIN or security code proves
// the shopper holds the card and makes it the session's card; use, remove and check act on it.

const CHECK_WINDOW_S = 3600;

async function giftCardByNumber(number: string): Promise<StoredCard | undefined> {
  const [card] = await (await db()).select().from(storedCards).where(eq(storedCards.number, number));
  return card?.kind === 'gift_card' ? card : undefined;
}

/** The bot check's part of a failure: asked (with a challenge) from the limit on. */
async function captchaResult(tries: number) {
  return tries >= GIFT_CARD_CAPTCHA_AFTER ? { ShowCaptcha: true, Challenge: await captchaChallenge() } : { ShowCaptcha: false };
}

/**
 * POST balance: after GIFT_CARD_CAPTCHA_AFTER wrong checks in a session the bot check is asked
 * for and then required. Each try is counted first (one atomic counter, so parallel tries cannot
 * slip past the limit) and a right one is taken back.
 */
export async function giftBalance(session: Session, t: TFunction, input: GiftBalanceInput): Promise<GiftBalance> {
  const key = `giftcard-check:${session.idHash}`;
  const tries = await hit(key, CHECK_WINDOW_S);
  if (tries > GIFT_CARD_CAPTCHA_AFTER && !(await verifyCaptcha(input.CaptchaToken))) {
    throw new DomainError('CAPTCHA_REQUIRED', { ShowCaptcha: true, Challenge: await captchaChallenge() });
  }
  const card = await giftCardByNumber(input.GiftCardNo);
  const right =
    card &&
    (input.GiftPin
      ? secretMatches(card.pinHash, card.number, input.GiftPin)
      : secretMatches(card.securityCodeHash, card.number, input.SecurityCode));
  if (!card || !right) throw new DomainError('GIFT_CARD_NOT_FOUND', await captchaResult(tries));
  await unhit(key);
  assertUsable(card);
  await setSessionData(session, 'giftCard', { cardId: card.id });
  return { Balance: card.balance, MaxGiftAmount: maxUsable(card), GiftCardInfoText: infoText(t, card), ShowCaptcha: false };
}

/** The session's checked gift card, fresh from the issuer, or GIFT_CARD_NOT_CHECKED. */
async function sessionGiftCard(session: Session | undefined): Promise<StoredCard> {
  const id = readData(session, 'giftCard')?.cardId;
  const card = id === undefined ? undefined : await cardById(id);
  if (!session || !card) throw new DomainError('GIFT_CARD_NOT_CHECKED');
  return card;
}

/** POST use: an amount of the session's checked card. */
export async function applyGiftCard(session: Session, lang: Lang, amount: number): Promise<CardUse> {
  return applyCard(session, lang, await sessionGiftCard(session), amount);
}

/** GET remove: the card off the checkout and out of the session. */
export async function removeGiftCard(session: Session, lang: Lang): Promise<CardUse> {
  return removeCard(session, lang, 'gift_card');
}

/** GET check: the session's gift card and what is applied of it (empty figures when none). */
export async function checkGiftCard(session: Session | undefined): Promise<GiftCheck> {
  const id = readData(session, 'giftCard')?.cardId;
  const card = session && id !== undefined ? await cardById(id) : undefined;
  const figures = session ? cardFigures(session, 'gift_card', card) : { number: '', amount: 0, balance: 0, max: 0 };
  return { GiftCardNo: figures.number, GiftCardAmount: figures.amount, GiftCardBalance: figures.balance, MaxGiftCardAmount: figures.max };
}
