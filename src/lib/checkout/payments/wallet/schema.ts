import { z } from 'zod';
// The card number's check, which its rule list (addCardRules) names.
import '@lib/platform/validation/card-check';
import { flag, id, text, withRules } from '@lib/platform';
import { addCardRules } from './api';

// The card wallet calls' bodies (docs/behaviour/payments.md#card-wallet), validated on the server; their paths, rules
// and answers are in api.ts, which the tab imports without zod.

const cardName = text(40).pipe(z.string().min(1));

export const verifyBody = z.object({ referenceNo: text(64).pipe(z.string().min(1)), code: text(8).pipe(z.string().regex(/^\d{4,6}$/)) });

export const addCardBody = withRules(
  z.object({
    CardNo: text(30),
    ExpMonth: z.number().int().min(0).max(12).default(0),
    ExpYear: z.number().int().min(0).max(2100).default(0),
    CardName: text(60),
    CardAliasName: text(40),
  }),
  addCardRules,
);

export const deleteCardBody = z.object({ cardName });

export const tokenBody = z.object({ phone: text(20), customerId: id(), binNumber: text(8).optional() });

export const transactionTokenBody = z.object({
  token: text(200).pipe(z.string().min(1)),
  cardName,
  installmentCount: z.number().int().min(1).max(12).default(1),
  isThreeD: flag(),
  isPickup: flag(),
});

export const instalmentsBody = z.object({
  cardNumbers: z.array(text(30)).max(20).default([]),
  cardNames: z.array(cardName).min(1).max(20),
  isPickup: flag(),
});

export const logBody = z.object({
  customerId: id(),
  processDate: z.iso.datetime({ offset: true }),
  processType: z.enum(['view', 'link', 'add', 'delete', 'select', 'purchase']),
});

export const init3dBody = z.object({ referenceId: text(64).pipe(z.string().min(1)) });
