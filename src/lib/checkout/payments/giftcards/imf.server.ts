import { and, eq } from 'drizzle-orm';
import { customerById } from '@lib/account/index.server';
import { signedInId, DomainError, type Lang, type Caller, readData } from '@lib/platform';
import { db, issueOtp, verifyOtp, type Session, setSessionData } from '@lib/platform/index.server';
import type { TFunction } from 'i18next';
import { type CardUse, type ImfBalance, type ImfCardInfo, type ImfCheck, type ImfCodeChallenge, maskCardNumber } from './schema';
import { cardById, maxUsable, type StoredCard } from './ledger.server';
import { storedCards } from './tables.server';
import { assertUsable, cardFigures, infoText, removeCard, applyCard } from './use.server';

// The return-balance (IMF) card: loaded by returns, so it belongs to a member's phone. A one-time
// code to that phone comes first; the code opens the phone's cards; a balance check makes one of
// them the session's card; use, remove and check act on it.

type ImfState = NonNullable<ReturnType<typeof readImf>>;
const readImf = (session: Session | undefined) => readData(session, 'imfCard');

/** POST send code: a one-time code to the signed-in member's verified phone. */
export async function sendImfCode(caller: Caller): Promise<ImfCodeChallenge> {
  const customer = await customerById(signedInId(caller.session));
  const phone = customer?.cellPhone;
  if (!phone) throw new DomainError('IMF_PHONE_MISSING');
  const challenge = await issueOtp({ purpose: 'imf-card', target: phone, channel: 'sms', caller });
  await setSessionData(caller.session, 'imfCard', { phone, requestId: challenge.RequestId, verified: false });
  return challenge;
}

/** The session's IMF state once its code was answered, or IMF_CODE_REQUIRED. */
function verifiedImf(session: Session): ImfState {
  signedInId(session);
  const state = readImf(session);
  if (!state?.verified) throw new DomainError('IMF_CODE_REQUIRED');
  return state;
}

async function cardsOf(phone: string): Promise<StoredCard[]> {
  return (await db())
    .select()
    .from(storedCards)
    .where(and(eq(storedCards.kind, 'imf_card'), eq(storedCards.phone, phone)))
    .orderBy(storedCards.id);
}

/** GET card info: the code answers the challenge, then the phone's IMF cards (IMF_CARD_NOT_FOUND when none). */
export async function imfCardInfo(session: Session, code: string): Promise<ImfCardInfo> {
  signedInId(session);
  const state = readImf(session);
  if (!state) throw new DomainError('IMF_CODE_REQUIRED');
  if (!state.verified) {
    await verifyOtp({ purpose: 'imf-card', target: state.phone, sessionHash: session.idHash, requestId: state.requestId, code });
    await setSessionData(session, 'imfCard', { ...state, verified: true });
  }
  const cards = await cardsOf(state.phone);
  if (cards.length === 0) throw new DomainError('IMF_CARD_NOT_FOUND');
  return { Cards: cards.map((card) => ({ LoyaltyCardNo: card.number, MaskedNo: maskCardNumber(card.number) })) };
}

/** POST balance: one of the verified phone's cards becomes the session's card. */
export async function imfBalance(session: Session, t: TFunction, number: string): Promise<ImfBalance> {
  const state = verifiedImf(session);
  const card = (await cardsOf(state.phone)).find((candidate) => candidate.number === number);
  if (!card) throw new DomainError('IMF_CARD_NOT_FOUND');
  assertUsable(card);
  await setSessionData(session, 'imfCard', { ...state, cardId: card.id });
  return { Balance: card.balance, MaxIMFAmount: maxUsable(card), IMFCardInfoText: infoText(t, card) };
}

async function sessionImfCard(session: Session): Promise<StoredCard> {
  const state = verifiedImf(session);
  const card = state.cardId === undefined ? undefined : await cardById(state.cardId);
  if (!card || card.phone !== state.phone) throw new DomainError('IMF_CARD_NOT_CHECKED');
  return card;
}

/** POST use: an amount of the session's IMF card. */
export async function applyImfCard(session: Session, lang: Lang, amount: number): Promise<CardUse> {
  return applyCard(session, lang, await sessionImfCard(session), amount);
}

/** GET remove: the card off the checkout and the whole flow out of the session (a new code is needed). */
export async function removeImfCard(session: Session, lang: Lang): Promise<CardUse> {
  return removeCard(session, lang, 'imf_card');
}

/** GET check: the session's IMF card and what is applied of it (empty figures when none). */
export async function checkImfCard(session: Session | undefined): Promise<ImfCheck> {
  const state = readImf(session);
  const card = session && state?.verified && state.cardId !== undefined ? await cardById(state.cardId) : undefined;
  const figures = session ? cardFigures(session, 'imf_card', card) : { number: '', amount: 0, balance: 0, max: 0 };
  return { IMFCardNo: figures.number, IMFCardAmount: figures.amount, IMFCardBalance: figures.balance, MaxIMFCardAmount: figures.max };
}
