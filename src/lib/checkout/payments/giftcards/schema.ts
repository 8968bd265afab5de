import { z } from 'zod';
import { type OtpChallenge, printedNumber, text, withRules } from '@lib/platform';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';

// The gift (treasure) card and return-balance (IMF) card calls of docs/behaviour/payments.md#gift-card and #return-balance-card, as
// the payment page's tabs send and read them. Client-safe. Amounts are kuruş.

/** A gift or IMF card number has 16 digits (typed as printed, in groups of 4); a gift card PIN 4. */
const CARD_NUMBER_LENGTH = 16;
const GIFT_PIN_LENGTH = 4;
/** Wrong balance checks a session may make before the bot check is asked for (then required). */
export const GIFT_CARD_CAPTCHA_AFTER = 3;

export const GIFT_CARD_API = {
  balance: '/cop-api/giftcard/balance',
  use: '/cop-api/giftcard/use',
  remove: '/cop-api/giftcard/remove',
  check: '/cop-api/giftcard/check',
} as const;

export const IMF_CARD_API = {
  sendCode: '/cop-api/imfcard/send-code',
  cardInfo: '/cop-api/imfcard/card-info',
  balance: '/cop-api/imfcard/balance',
  use: '/cop-api/imfcard/use',
  remove: '/cop-api/imfcard/remove',
  check: '/cop-api/imfcard/check',
} as const;

/** The balance form's rules, shared by the tab and the endpoint: a PIN, or else the card's security code. */
export const giftBalanceRules = {
  GiftCardNo: [['required'], ['digits', CARD_NUMBER_LENGTH]],
  GiftPin: [['onlyIf', 'SecurityCode', ''], ['required'], ['numeric'], ['length', GIFT_PIN_LENGTH]],
  SecurityCode: [['onlyIf', 'GiftPin', ''], ['required'], ['numeric'], ['regex', /^\d{3,4}$/]],
} as const;

/** POST gift card balance: the number, the PIN or the card's security code, and the bot check when asked. */
export const giftBalanceSchema = withRules(
  z.object({ GiftCardNo: printedNumber(), GiftPin: text(10), SecurityCode: text(10), CaptchaToken: text(20_000) }),
  giftBalanceRules,
);
export type GiftBalanceInput = z.infer<typeof giftBalanceSchema>;

/** POST use: the amount to pay with the card, kuruş. */
export const useAmountSchema = z.object({ amount: z.number().int().positive().max(1_000_000_000) });

/** GET IMF card info: the one-time code sent to the member's phone. */
export const imfCardInfoSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'errors:validation.invalid') });

/** POST IMF balance: one of the member's IMF cards (LoyaltyCardNo is the IMF card's number). */
export const imfBalanceSchema = withRules(z.object({ LoyaltyCardNo: printedNumber() }), {
  LoyaltyCardNo: [['required'], ['digits', CARD_NUMBER_LENGTH]],
});

/** The gift card balance answer. */
export interface GiftBalance {
  Balance: number;
  MaxGiftAmount: number;
  GiftCardInfoText: string;
  ShowCaptcha: boolean;
}

/** The IMF card balance answer. */
export interface ImfBalance {
  Balance: number;
  MaxIMFAmount: number;
  IMFCardInfoText: string;
}

/** The IMF cards of the member's phone, after the code. */
export interface ImfCardInfo {
  Cards: { LoyaltyCardNo: string; MaskedNo: string }[];
}

/** A use or remove answer: the amount the card pays, which card panels show, and the new split. */
/**
 * POST use and remove of a gift or return-balance card: the amount applied named by the card's kind
 * (docs/behaviour/payments.md), GiftCardAmount for a gift card and IMFCardAmount for a return-balance
 * card, with which instruments stay visible and the order's new split.
 */
export type CardUse = ({ GiftCardAmount: number } | { IMFCardAmount: number }) & CardUseFlags;

/** What both kinds' use answers carry besides the amount. */
interface CardUseFlags {
  IsGiftCardVisible: boolean;
  IsIMFCardVisible: boolean;
  IsOneCardVisible: boolean;
  Split: PaymentSplit;
}

/** GET gift card check. */
export interface GiftCheck {
  GiftCardNo: string;
  GiftCardAmount: number;
  GiftCardBalance: number;
  MaxGiftCardAmount: number;
}

/** GET IMF card check. */
export interface ImfCheck {
  IMFCardNo: string;
  IMFCardAmount: number;
  IMFCardBalance: number;
  MaxIMFCardAmount: number;
}

/** What the send-code call answers (the OTP challenge). */
export type ImfCodeChallenge = OtpChallenge;

/** The number with all but its last 4 digits hidden: **** **** **** 1234. */
export const maskCardNumber = (number: string) => `**** **** **** ${number.slice(-4)}`;
