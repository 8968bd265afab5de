import type { LineRow } from '@lib/bag/index.server';
import type { PricedLine } from '@lib/bag';
import { deliverySchema, CHECKOUT_SLOT } from '@lib/checkout/steps/schema';
import { DomainError, type Lang, readData } from '@lib/platform';
import { cartOf, type OrderPrice, type PaymentChoice, priceOrder } from '@lib/checkout/steps/pricing.server';
import { type Session, setSessionData } from '@lib/platform/index.server';
import { bagFingerprint, ruleCap, ruleCaps, type ShownTenders, shownAgree, type SplitBasis, splitPayment } from './split';
import { type AppliedTender, CARD_TENDERS, type PaymentSplit, TENDER_LIMITS, type TenderKind } from './tenders';
import { loyaltyActive } from './onecard/switch.server';
import { LAPSED_SLOT, TENDERS_SLOT } from './tender-schema';

// The stored-value instruments a session has applied (session data key `tenders`), checked against
// the bag as it is now. Each instrument's own calls (balance, codes) live in its domain; applying
// and removing go through here, so the combination rules and caps are enforced in one place.

/** What partner-sold lines cost after their campaign discounts (kuruş). */
function partnerGoodsOf(rows: readonly LineRow[], priced: readonly PricedLine[]): number {
  const discount = new Map(priced.map((line) => [line.variantId, line.discount]));
  return rows
    .filter((row) => row.sellerType > 1)
    .reduce((sum, row) => sum + row.salePrice * row.quantity - (discount.get(row.variantId) ?? 0), 0);
}

/** The instruments the session has applied, oldest first (of whatever bag: liveTenders sorts them). */
export function appliedTenders(session: Session | undefined): AppliedTender[] {
  return readData(session, TENDERS_SLOT) ?? [];
}

/** The kinds that lapsed with a change of the bag and were not applied again since. */
const lapsedKinds = (session: Session | undefined): TenderKind[] => readData(session, LAPSED_SLOT) ?? [];

/** The session's bag (null: none, or empty) and its fingerprint. */
type Bag = { found: NonNullable<Awaited<ReturnType<typeof cartOf>>>; bag: string } | null;

async function bagOf(session: Session | undefined, lang: Lang): Promise<Bag> {
  const found = session ? await cartOf(session, lang) : null;
  if (!found || found.rows.length === 0) return null;
  return { found, bag: bagFingerprint(found.rows) };
}

/**
 * The session's instruments applied to this bag (its fingerprint). Those applied to another bag
 * lapse: dropped from the session and noted for the payment step's notice. With `refuse` (placing
 * an order) a lapsed instrument throws INSTRUMENT_LAPSED after that, so nothing is spent unseen.
 */
async function liveTenders(session: Session | undefined, bag: string, refuse = false): Promise<AppliedTender[]> {
  const tenders = appliedTenders(session);
  // Points applied before the loyalty features were switched off lapse too: they are never spent while off.
  const lives = (tender: AppliedTender) => tender.bag === bag && (tender.kind !== 'loyalty' || loyaltyActive());
  const live = tenders.filter(lives);
  if (!session || live.length === tenders.length) return live;
  const lapsed = tenders.filter((tender) => !lives(tender)).map((tender) => tender.kind);
  await setSessionData(session, TENDERS_SLOT, live);
  await setSessionData(session, LAPSED_SLOT, [...new Set([...lapsedKinds(session), ...lapsed])]);
  if (refuse) throw new DomainError('INSTRUMENT_LAPSED');
  return live;
}

/** The figures the caps are read from, of a priced order. */
function basisOf(rows: readonly LineRow[], price: OrderPrice): SplitBasis {
  return { total: price.total, shippingFee: price.priced.summary.ShippingFee, partnerGoods: partnerGoodsOf(rows, price.priced.lines) };
}

/** An instrument with what an order grants it. */
export type GrantedTender = AppliedTender & { granted: number };

/**
 * What each of the session's live instruments is granted of a priced order, and the rest the card,
 * wallet or provider pays: the one reckoning of the instalment offer and of the order's placement.
 */
export async function orderTenders(
  session: Session,
  rows: readonly LineRow[],
  price: OrderPrice,
  refuse: boolean,
): Promise<{ granted: GrantedTender[]; rest: number }> {
  const tenders = await liveTenders(session, bagFingerprint(rows), refuse);
  const split = splitPayment(basisOf(rows, price), tenders);
  return { granted: split.granted.map((g) => ({ ...tenders.find((t) => t.kind === g.kind)!, granted: g.amount })), rest: split.rest };
}

/**
 * What a card pays of the session's bag: priced with the card's own campaign, less every live
 * instrument; whether a line forbids instalments. What the instalment plans are priced on.
 */
export async function cardShare(
  session: Session | undefined,
  lang: Lang,
  choice: PaymentChoice,
): Promise<{ amount: number; noInstalment: boolean }> {
  const found = await bagOf(session, lang);
  if (!session || !found) return { amount: 0, noInstalment: false };
  const { rows, cart } = found.found;
  const price = await priceOrder(rows, cart, choice, lang);
  const { rest } = await orderTenders(session, rows, price, false);
  return { amount: rest, noInstalment: noInstalmentOf(price) };
}

/** Whether a priced order has a line that forbids instalments (the summary names the category as the reason). */
export const noInstalmentOf = (price: OrderPrice): boolean => price.priced.summary.Installment.Reason === 'category';

/** The bag's figures the caps are read from, before any payment campaign (none is chosen yet), and its fingerprint. */
async function splitBasisOf(session: Session | undefined, lang: Lang): Promise<{ basis: SplitBasis; bag: string }> {
  const found = await bagOf(session, lang);
  if (!found) return { basis: { total: 0, shippingFee: 0, partnerGoods: 0 }, bag: bagFingerprint([]) };
  const isPickup = deliverySchema.parse(readData(session, CHECKOUT_SLOT)?.delivery ?? {}).isPickup;
  const { rows, cart } = found.found;
  const price = await priceOrder(rows, cart, { paymentMethodCode: '', cardNo: undefined, isPickup }, lang);
  return { basis: basisOf(rows, price), bag: found.bag };
}

/** How an order of this basis is paid with the session's instruments. */
function splitOf(basis: SplitBasis, tenders: readonly AppliedTender[], lapsed: readonly TenderKind[]): PaymentSplit {
  const { granted, rest } = splitPayment(basis, tenders);
  const card = tenders.find((tender) => CARD_TENDERS.includes(tender.kind));
  const cardVisible = (kind: TenderKind) => (!card || card.kind === kind) && ruleCap(kind, basis) > 0;
  return {
    Total: basis.total,
    Tenders: granted.map((g) => ({ Kind: g.kind, Label: tenders.find((t) => t.kind === g.kind)?.label ?? '', Amount: g.amount })),
    Rest: rest,
    IsGiftCardVisible: cardVisible('gift_card'),
    IsIMFCardVisible: cardVisible('imf_card'),
    IsOneCardVisible: cardVisible('loyalty') && loyaltyActive(),
    IsCoinsVisible: ruleCap('coins', basis) > 0,
    Caps: ruleCaps(basis),
    Lapsed: [...lapsed],
  };
}

/** GET payment split: the session's bag and instruments (those of another bag lapse, and it says so). */
export async function paymentSplit(session: Session | undefined, lang: Lang): Promise<PaymentSplit> {
  const { basis, bag } = await splitBasisOf(session, lang);
  const live = await liveTenders(session, bag);
  return splitOf(basis, live, lapsedKinds(session));
}

/**
 * Refuses an order whose body says the instruments pay other than the session's split shows
 * (TENDERS_CHANGED): the body never decides what is spent, it only says what the shopper saw.
 */
export async function checkShownTenders(session: Session, lang: Lang, shown: ShownTenders): Promise<void> {
  // Most orders use neither: a body saying none of an instrument the session never applied agrees
  // without pricing the bag a second time (the split is read again only when one is in play).
  const applied = new Set(appliedTenders(session).map((tender) => tender.kind));
  const said = Object.entries(shown) as [TenderKind, number | null | undefined][];
  if (said.every(([kind, amount]) => amount === undefined || (amount === null && !applied.has(kind)))) return;
  if (!shownAgree((await paymentSplit(session, lang)).Tenders, shown)) throw new DomainError('TENDERS_CHANGED');
}

/** Forgets a kind's lapse notice (applied again, or removed). */
async function forgetLapse(session: Session, kind: TenderKind): Promise<void> {
  const lapsed = lapsedKinds(session);
  if (lapsed.includes(kind))
    await setSessionData(
      session,
      LAPSED_SLOT,
      lapsed.filter((k) => k !== kind),
    );
}

/** Why an instrument cannot take this amount of this bag, or nothing (the provider checks its balance). */
function refusal(basis: SplitBasis, others: readonly AppliedTender[], tender: AppliedTender): DomainError | null {
  if (CARD_TENDERS.includes(tender.kind) && others.some((other) => CARD_TENDERS.includes(other.kind)))
    return new DomainError('CARDS_CANNOT_BE_COMBINED');
  if ((tender.kind === 'coins' || tender.kind === 'loyalty') && basis.total < TENDER_LIMITS.minimumCart)
    return new DomainError('MINIMUM_CART_NOT_MET');
  const cap = ruleCap(tender.kind, basis);
  if (cap === 0 && CARD_TENDERS.includes(tender.kind) && basis.partnerGoods > 0) return new DomainError('PARTNER_ITEMS_NOT_PAYABLE');
  if (tender.kind === 'coins' && tender.amount > cap && tender.amount <= basis.total) return new DomainError('SHIPPING_FEE_NOT_PAYABLE');
  const left = splitPayment(basis, others).rest;
  if (tender.amount > Math.min(cap, left)) return new DomainError('INVALID_AMOUNT', { Max: Math.min(cap, left) });
  return null;
}

/**
 * Applies an instrument (replacing the session's earlier use of the same kind) after the rules: one
 * card instrument at most, none for partner items alone, the minimum cart, the caps and what is
 * left of the total. Throws the rule's error and changes nothing; answers the new split.
 */
export async function applyTender(session: Session, lang: Lang, tender: AppliedTender): Promise<PaymentSplit> {
  const { basis, bag } = await splitBasisOf(session, lang);
  const others = (await liveTenders(session, bag)).filter((other) => other.kind !== tender.kind);
  const refused = refusal(basis, others, tender);
  if (refused) throw refused;
  const tenders = [...others, { ...tender, bag }];
  await setSessionData(session, TENDERS_SLOT, tenders);
  await forgetLapse(session, tender.kind);
  return splitOf(basis, tenders, lapsedKinds(session));
}

/** Removes an instrument from the session's checkout (nothing when it was not applied); answers the new split. */
export async function removeTender(session: Session, lang: Lang, kind: TenderKind): Promise<PaymentSplit> {
  const tenders = appliedTenders(session).filter((tender) => tender.kind !== kind);
  await setSessionData(session, TENDERS_SLOT, tenders);
  await forgetLapse(session, kind);
  return paymentSplit(session, lang);
}

/** The session's applied instrument of a kind, or undefined. */
export function appliedTender(session: Session | undefined, kind: TenderKind): AppliedTender | undefined {
  return appliedTenders(session).find((tender) => tender.kind === kind);
}
