import type { LineRow } from '@lib/bag/index.server';
import type { PricedLine } from '@lib/bag';
import { deliverySchema, CHECKOUT_SLOT } from '@lib/checkout/steps/schema';
import { DomainError, type Lang, readData } from '@lib/platform';
import { cartOf, priceOrder } from '@lib/checkout/steps/pricing.server';
import { type Session, setSessionData } from '@lib/platform/index.server';
import { ruleCap, ruleCaps, type SplitBasis, splitPayment } from './split';
import { type AppliedTender, CARD_TENDERS, type PaymentSplit, TENDER_LIMITS, type TenderKind } from './tenders';
import { TENDERS_SLOT } from './tender-schema';

// The stored-value instruments a session has applied (session data key `tenders`), checked against
// the bag as it is now. Each instrument's own calls (balance, codes) live in its domain; applying
// and removing go through here, so the combination rules and caps are enforced in one place.

/** What partner-sold lines cost after their campaign discounts (kuruş). */
export function partnerGoodsOf(rows: readonly LineRow[], priced: readonly PricedLine[]): number {
  const discount = new Map(priced.map((line) => [line.variantId, line.discount]));
  return rows
    .filter((row) => row.sellerType > 1)
    .reduce((sum, row) => sum + row.salePrice * row.quantity - (discount.get(row.variantId) ?? 0), 0);
}

/** The instruments the session has applied, oldest first. */
export function appliedTenders(session: Session | undefined): AppliedTender[] {
  return readData(session, TENDERS_SLOT) ?? [];
}

/** The bag's figures the caps are read from, before any payment campaign (none is chosen yet). */
async function splitBasisOf(session: Session | undefined, lang: Lang): Promise<SplitBasis> {
  const found = session ? await cartOf(session, lang) : null;
  if (!found || found.rows.length === 0) return { total: 0, shippingFee: 0, partnerGoods: 0 };
  const isPickup = deliverySchema.parse(readData(session, CHECKOUT_SLOT)?.delivery ?? {}).isPickup;
  const price = await priceOrder(found.rows, found.cart, { paymentMethodCode: '', cardNo: undefined, isPickup }, lang);
  return {
    total: price.total,
    shippingFee: price.priced.summary.ShippingFee,
    partnerGoods: partnerGoodsOf(found.rows, price.priced.lines),
  };
}

/** How an order of this basis is paid with the session's instruments. */
function splitOf(basis: SplitBasis, tenders: readonly AppliedTender[]): PaymentSplit {
  const { granted, rest } = splitPayment(basis, tenders);
  const card = tenders.find((tender) => CARD_TENDERS.includes(tender.kind));
  const cardVisible = (kind: TenderKind) => (!card || card.kind === kind) && ruleCap(kind, basis) > 0;
  return {
    Total: basis.total,
    Tenders: granted.map((g) => ({ Kind: g.kind, Label: tenders.find((t) => t.kind === g.kind)?.label ?? '', Amount: g.amount })),
    Rest: rest,
    IsGiftCardVisible: cardVisible('gift_card'),
    IsIMFCardVisible: cardVisible('imf_card'),
    IsOneCardVisible: cardVisible('loyalty'),
    IsCoinsVisible: ruleCap('coins', basis) > 0,
    Caps: ruleCaps(basis),
  };
}

/** GET payment split: the session's bag and instruments. */
export async function paymentSplit(session: Session | undefined, lang: Lang): Promise<PaymentSplit> {
  return splitOf(await splitBasisOf(session, lang), appliedTenders(session));
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
  const basis = await splitBasisOf(session, lang);
  const others = appliedTenders(session).filter((other) => other.kind !== tender.kind);
  const refused = refusal(basis, others, tender);
  if (refused) throw refused;
  const tenders = [...others, tender];
  await setSessionData(session, TENDERS_SLOT, tenders);
  return splitOf(basis, tenders);
}

/** Removes an instrument from the session's checkout (nothing when it was not applied); answers the new split. */
export async function removeTender(session: Session, lang: Lang, kind: TenderKind): Promise<PaymentSplit> {
  const tenders = appliedTenders(session).filter((tender) => tender.kind !== kind);
  await setSessionData(session, TENDERS_SLOT, tenders);
  return paymentSplit(session, lang);
}

/** The session's applied instrument of a kind, or undefined. */
export function appliedTender(session: Session | undefined, kind: TenderKind): AppliedTender | undefined {
  return appliedTenders(session).find((tender) => tender.kind === kind);
}
