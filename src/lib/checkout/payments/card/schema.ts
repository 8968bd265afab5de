// Wire shapes of the card calls of the payment screen (docs/behaviour/payments.md#instalments: instalment calls, card
// type image). Amounts are kuruş. Only the BIN (first 6–8 digits) of a card number is ever read.

import { z } from 'zod';
import { flag } from '@lib/platform';
import type { InstallmentOption, NoInstallmentReason } from './rules';

export type { InstallmentOption, NoInstallmentReason };

/** POST instalment options (cardNo, isPickup): the card's bank and the options for the session's bag. */
export interface InstallmentOptionsReply {
  BankCode: string;
  BankName: string;
  /** The card programme shoppers know (Bonus, World, Axess, Maximum …). */
  Programme: string;
  BankLogoUrl: string;
  /** visa · mastercard · amex · troy */
  CardScheme: string;
  CardSchemeImageUrl: string | null;
  /** credit · debit */
  CardType: string;
  /** Count 1 (a single payment) first, the default. */
  Options: InstallmentOption[];
  /** Why only a single payment is offered, or null. */
  NoInstallmentReason: NoInstallmentReason;
  /** What the card pays, the options were priced from: the bag after its campaign and every applied instrument. */
  TotalAmount: number;
}

/** POST additional instalment text (binNo): the bank's "+N instalments" line, or null. */
export interface AdditionalInstallmentTextReply {
  Text: string | null;
}

/** POST additional bank instalments (cardNo): the instalments the bank adds on its own to a plan. */
export interface AdditionalBankInstallmentsReply {
  BankCode: string | null;
  AdditionalInstallmentCount: number;
  Text: string | null;
}

/** GET card type image (cardNo): the scheme and its image, null when the number tells none yet. */
export interface CardTypeImageReply {
  CardScheme: string | null;
  ImageUrl: string | null;
}

/** A typed card number as the card calls take it: digits and spaces, at most 19 digits; only its BIN is read. */
const cardNo = z.string().regex(/^(?=(?:\s*\d){6,19}\s*$)[\d ]{6,23}$/);

/** POST instalment options. */
export const installmentOptionsBody = z.object({ cardNo, isPickup: flag() });
/** POST additional instalment text. */
export const additionalInstallmentTextBody = z.object({ binNo: z.string().regex(/^\d{6,8}$/) });
/** POST additional bank instalments. */
export const additionalBankInstallmentsBody = z.object({ cardNo });
/** GET card type image: any start of a number (1 digit on) names a scheme while it is typed. */
export const cardTypeImageQuery = z.object({ cardNo: z.string().regex(/^(?=(?:\s*\d){1,19}\s*$)[\d ]{1,23}$/) });
