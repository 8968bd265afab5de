import { binOf } from '@lib/bag';
import { DomainError, type Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import type { BinInfo } from '../gateway';
import { cardDirectory } from '../gateway.server';
import { cardShare } from '../tenders.server';
import { schemeOfNumber } from './cards';
import { bankLogo, cardSchemeImage } from './images';
import { type InstallmentOption, installmentOptions, noInstallmentReason } from './rules';
import type { CardTypeImageReply, InstallmentOptionsReply } from './schema';

// The card calls of the payment screen and the check the order placement makes. A card number is
// read for its BIN only (binOf: the first 6–8 digits), and never logged. What a BIN tells comes from
// the store's acquirer (cardDirectory: the sandbox bank's tables, or iyzico), priced for the amount.

/** A line as the check needs it: a cart view line (NoInstalment) or a pricing line (noInstalment). */
type Line = { NoInstalment: boolean } | { noInstalment: boolean };
const forbids = (line: Line) => ('NoInstalment' in line ? line.NoInstalment : line.noInstalment);

async function knownBin(cardNo: string, amount?: number): Promise<BinInfo> {
  const bin = binOf(cardNo);
  const info = bin ? await cardDirectory(bin, amount) : null;
  if (!info) throw new DomainError('INVALID_BIN');
  return info;
}

function optionsOf(info: BinInfo, total: number, lines: readonly Line[]): InstallmentOption[] {
  return installmentOptions({ total, noInstalmentLine: lines.some(forbids), cardType: info.cardType, plans: info.bank.plans });
}

/**
 * The instalment counts a card (its BIN: the first 6–8 digits of a number are enough) allows for a
 * payable total and the bag's lines, 1 first. Throws INVALID_BIN for an unknown BIN.
 */
export async function allowedInstallments(bin: string, total: number, lines: readonly Line[]): Promise<number[]> {
  return optionsOf(await knownBin(bin, total), total, lines).map((o) => o.Count);
}

/**
 * The option of a chosen count, whose TotalAmount (the total with the plan's markup) is what to
 * charge; throws INVALID_BIN, or INVALID_INSTALLMENT when the count is not offered.
 */
export async function chosenInstallment(bin: string, total: number, lines: readonly Line[], count: number): Promise<InstallmentOption> {
  const option = optionsOf(await knownBin(bin, total), total, lines).find((o) => o.Count === count);
  if (!option) throw new DomainError('INVALID_INSTALLMENT');
  return option;
}

/** POST instalment options: the card's bank, scheme and type, and its options for what it pays of the session's bag. */
export async function installmentOptionsFor(
  session: Session | undefined,
  lang: Lang,
  cardNo: string,
  isPickup: boolean,
): Promise<InstallmentOptionsReply> {
  const card = await knownBin(cardNo);
  const paymentMethodCode = card.cardType === 'debit' ? 'debit_card' : 'credit_card';
  // The plans are priced on what this card pays: the bag after its own campaign and after every
  // instrument the session applied, by the reckoning the order's placement charges and checks.
  const { amount: total, noInstalment } = await cardShare(session, lang, { cardNo, paymentMethodCode, isPickup });
  const info = total > 0 ? await knownBin(cardNo, total) : card;
  const lines = [{ noInstalment }];
  return {
    BankCode: info.bank.code,
    BankName: info.bank.name,
    Programme: info.bank.programme,
    BankLogoUrl: info.bank.logo ? bankLogo(info.bank.logo) : '',
    CardScheme: info.scheme,
    CardSchemeImageUrl: cardSchemeImage(info.scheme),
    CardType: info.cardType,
    Options: optionsOf(info, total, lines),
    NoInstallmentReason: noInstallmentReason({ total, noInstalmentLine: noInstalment, cardType: info.cardType }),
    TotalAmount: total,
  };
}

/** The extra instalments a card's bank adds on its own (its "+N instalments"), with the bank; 0 for a debit card or an unknown BIN. */
export async function plusInstallments(cardNo: string): Promise<{ bankCode: string | null; count: number }> {
  const bin = binOf(cardNo);
  // A hint beside the options: an acquirer that cannot be asked now shows none.
  const info = bin ? await cardDirectory(bin).catch(() => null) : null;
  if (!info) return { bankCode: null, count: 0 };
  return { bankCode: info.bank.code, count: info.cardType === 'credit' ? info.bank.plusInstallments : 0 };
}

/** GET card type image: the scheme by the BIN table, else by the number's pattern while it is being typed. */
export async function cardTypeImage(cardNo: string): Promise<CardTypeImageReply> {
  const bin = binOf(cardNo);
  const digits = cardNo.replace(/\D/g, '').slice(0, 8);
  // Asked at every digit typed: an acquirer that cannot be asked now leaves the number's pattern to tell.
  const scheme = (bin ? (await cardDirectory(bin).catch(() => null))?.scheme : undefined) ?? (digits ? schemeOfNumber(digits) : null);
  return { CardScheme: scheme, ImageUrl: cardSchemeImage(scheme) };
}
