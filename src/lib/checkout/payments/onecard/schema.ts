import { z } from 'zod';
import { id, phone, printedDigits } from '@lib/platform';
import { PAYMENT_METHODS } from '@lib/checkout/steps/schema';

// The OneCard (loyalty card) calls' inputs (docs/behaviour/payments.md#loyalty-card), validated on the server.

/** A card number: 16 digits. */
const CARD_NO_LENGTH = 16;
/** A card PIN: 4 digits. */
const PIN_LENGTH = 4;
/** Wrong balance checks a session may make before the bot check is asked for. */
export const CAPTCHA_AFTER_FAILURES = 3;

const digits = (length: number) => z.string().regex(new RegExp(`^\\d{${length}}$`));

/** POST balance: the card, the phone it is registered to and its PIN; the bot check's token when asked. */
export const balanceSchema = z.object({
  LoyaltyCardNo: z.string().max(40).transform(printedDigits).pipe(digits(CARD_NO_LENGTH)),
  PhoneNumber: z
    .string()
    .max(20)
    .refine((value) => phone(value)),
  LoyaltyCardPin: digits(PIN_LENGTH),
  CaptchaToken: z.string().max(10_000).optional(),
});

/** POST use: points with PrioritySelection (1 use now, 0 confirm by a code first), or the code sent. */
export const useSchema = z.union([
  z.object({ Point: z.number().int().positive().max(10_000_000), PrioritySelection: z.union([z.literal(0), z.literal(1)]) }),
  z.object({ ConfirmationCode: digits(6) }),
]);

/** GET point calculation: what using this many points pays and leaves. */
export const pointQuerySchema = z.object({ point: id({ min: 0, max: 10_000_000 }).default(0) });

/** GET loyalty point calculation: the points this payment earns. */
export const earningQuerySchema = z.object({
  paymentCode: z.enum(PAYMENT_METHODS).default('credit_card'),
  installmentCount: id({ min: 1, max: 36 }).default(1),
});
