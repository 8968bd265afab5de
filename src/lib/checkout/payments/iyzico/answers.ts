import { z } from 'zod';
import { toKurus } from './money';

// iyzico's JSON answers as the store reads them (docs.iyzico.com: payment, 3DS initialize and auth,
// retrieve, cancel, refund, BIN and instalment services). Only the fields the store uses are read;
// amounts become kuruş here. An answer that parses as none of what was asked is an error answer.

/** An id iyzico writes as a string or, in some answers, a number. */
const id = z.union([z.string().min(1), z.number().int()]).transform(String);
/** Lira as iyzico writes it (123.45 or "123.45"), read as kuruş. */
const lira = z.union([z.number(), z.string()]).transform(toKurus).pipe(z.number().int().nonnegative());

const failure = z.object({
  status: z.literal('failure'),
  errorCode: id.optional(),
  errorMessage: z.string().nullish(),
  errorGroup: z.string().nullish(),
});

const success = { status: z.literal('success') };

/** A basket item's own transaction inside a payment: refunds name it. */
const itemTransaction = z.object({ itemId: z.string(), paymentTransactionId: id, paidPrice: lira });

/** A payment: payment.create, threedsPayment.create and payment.retrieve answer this. */
export const paymentAnswer = z.object({
  ...success,
  paymentId: id,
  paidPrice: lira,
  /** SUCCESS, FAILURE, INIT_THREEDS, CALLBACK_THREEDS (retrieve); absent on create, where success means charged. */
  paymentStatus: z.string().optional(),
  /** 1 approved, 0 under review, -1 refused by the fraud check. */
  fraudStatus: z.number().int().optional(),
  itemTransactions: z.array(itemTransaction),
});

/** threedsInitialize.create: the bank's page as base64 HTML and the payment it will complete. */
export const threeDInitAnswer = z.object({ ...success, paymentId: id, threeDSHtmlContent: z.string().min(1) });

/** cancel.create and refund.create: what was given back. */
export const givenBackAnswer = z.object({ ...success, paymentId: id.optional(), price: lira });

/** binNumber.retrieve. */
export const binAnswer = z.object({
  ...success,
  binNumber: z.string(),
  cardType: z.string(),
  cardAssociation: z.string(),
  cardFamily: z.string().nullish(),
  bankName: z.string(),
  bankCode: id,
});

/** installmentInfo.retrieve: per card (one, for a BIN) its bank, flags and the plans' totals. */
export const instalmentAnswer = z.object({
  ...success,
  installmentDetails: z.array(
    z.object({
      binNumber: z.string(),
      price: lira,
      cardType: z.string(),
      cardAssociation: z.string(),
      cardFamilyName: z.string().nullish(),
      force3ds: z.union([z.number(), z.string()]).transform((v) => Number(v) === 1),
      bankName: z.string(),
      bankCode: id,
      installmentPrices: z.array(z.object({ installmentNumber: z.number().int().positive(), totalPrice: lira })),
    }),
  ),
});

/** What iyzico posts to the callbackUrl after its 3-D page (signature: in current versions). */
export const callbackFields = z.object({
  status: z.string().max(20),
  paymentId: z.string().regex(/^\d{1,20}$/),
  conversationId: z.string().min(1).max(64),
  conversationData: z.string().max(4000).optional(),
  mdStatus: z.string().max(4).optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .transform((hex) => hex.toLowerCase())
    .optional(),
});

/** A read answer: what was asked for, or iyzico's refusal (its code and message), or an answer that made no sense. */
export type Answer<T> = { ok: true; value: T } | { ok: false; code: string; message: string | null; malformed: boolean };

/** Reads a JSON answer against what was asked; a refusal keeps iyzico's code and message. */
export function readAnswer<T extends z.ZodType>(schema: T, raw: unknown): Answer<z.output<T>> {
  const read = schema.safeParse(raw);
  if (read.success) return { ok: true, value: read.data };
  const refused = failure.safeParse(raw);
  if (refused.success)
    return { ok: false, code: refused.data.errorCode ?? 'failure', message: refused.data.errorMessage ?? null, malformed: false };
  return { ok: false, code: 'malformed', message: null, malformed: true };
}
