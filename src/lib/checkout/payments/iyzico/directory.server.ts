import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db, logger } from '@lib/platform/index.server';
import { banks } from '../card/tables.server';
import type { BinInfo } from '../gateway';
import { binAnswer, instalmentAnswer, readAnswer } from './answers';
import { callIyzico } from './client.server';
import { cardTypeOf, schemeOf, storeBankOf } from './codes';
import { toLira } from './money';

// What a BIN tells at iyzico: its BIN service (bank, association, type) without an amount, its
// instalment service (the same, with each plan's total for the amount and whether 3-D Secure is a
// must) with one. The payment screen asks again as digits are typed: answers are kept a few
// minutes per BIN and amount, which is how long a bank's plans are sure not to move.

const cache = new LRUCache<string, { info: BinInfo | null }>({ max: 2_000, ttl: 5 * 60_000 });

/** The BIN iyzico is asked about: 8 digits once typed, else 6. */
function binOfNumber(cardNo: string): string | null {
  const digits = cardNo.replace(/\D/g, '').slice(0, 8);
  if (digits.length < 6) return null;
  return digits.length === 8 ? digits : digits.slice(0, 6);
}

async function logoOf(bankCode: string | null): Promise<string> {
  if (!bankCode) return '';
  const [row] = await (await db()).select({ logo: banks.logo }).from(banks).where(eq(banks.code, bankCode));
  return row?.logo ?? '';
}

interface Card {
  bin: string;
  cardType: string;
  cardAssociation: string;
  family: string | null | undefined;
  bankName: string;
  bankCode: string;
  forceThreeD: boolean;
  plans: BinInfo['bank']['plans'];
}

async function infoOf(card: Card): Promise<BinInfo> {
  const code = storeBankOf(card.bankCode);
  return {
    bin: card.bin,
    scheme: schemeOf(card.cardAssociation),
    cardType: cardTypeOf(card.cardType),
    forceThreeD: card.forceThreeD,
    bank: {
      code: code ?? card.bankCode,
      name: card.bankName,
      programme: card.family ?? '',
      logo: await logoOf(code),
      plans: card.plans,
      plusInstallments: 0,
      threeDSecure: true,
    },
  };
}

async function ask(bin: string, amount?: number): Promise<BinInfo | null> {
  const conversationId = randomUUID();
  if (amount === undefined) {
    const answer = readAnswer(binAnswer, await callIyzico('binNumber', 'retrieve', { locale: 'tr', conversationId, binNumber: bin }));
    if (!answer.ok) return refused(bin, answer.code, answer.malformed);
    const { cardType, cardAssociation, cardFamily, bankName, bankCode } = answer.value;
    return infoOf({ bin, cardType, cardAssociation, family: cardFamily, bankName, bankCode, forceThreeD: false, plans: [] });
  }
  const raw = await callIyzico('installmentInfo', 'retrieve', { locale: 'tr', conversationId, binNumber: bin, price: toLira(amount) });
  const answer = readAnswer(instalmentAnswer, raw);
  if (!answer.ok) return refused(bin, answer.code, answer.malformed);
  const detail = answer.value.installmentDetails[0];
  // No plan for this card at this amount: what the BIN service tells of it, with no plans.
  if (!detail) return ask(bin);
  // The markup of a plan as the store prices it: its total over the amount asked, in permille.
  const plans = detail.installmentPrices
    .filter((p) => p.installmentNumber > 1)
    .map((p) => ({
      count: p.installmentNumber,
      markupPermille: Math.max(0, Math.round(((p.totalPrice - detail.price) * 1000) / detail.price)),
    }));
  const { cardType, cardAssociation, cardFamilyName, bankName, bankCode, force3ds } = detail;
  return infoOf({ bin, cardType, cardAssociation, family: cardFamilyName, bankName, bankCode, forceThreeD: force3ds, plans });
}

/** iyzico's refusal to tell a BIN: no card of it (null); an answer that makes no sense is an error. */
function refused(bin: string, code: string, malformed: boolean): null {
  if (malformed) throw new Error('iyzico answered its BIN service with something unreadable');
  logger.info({ bin: bin.slice(0, 6), code }, 'iyzico knows no card of this BIN');
  return null;
}

/** What a card number's BIN (6–8 digits read) tells at iyzico, its plans priced for `amount` kuruş when given; kept a few minutes. */
export async function lookupCard(cardNo: string, amount?: number): Promise<BinInfo | null> {
  const bin = binOfNumber(cardNo);
  if (!bin) return null;
  // Nothing to price (an amount of nothing): the BIN service alone.
  const priced = amount !== undefined && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
  const key = `${bin}:${priced ?? ''}`;
  const kept = cache.get(key);
  if (kept) return kept.info;
  const info = await ask(bin, priced);
  cache.set(key, { info });
  return info;
}
