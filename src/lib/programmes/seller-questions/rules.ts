import { z } from 'zod';
import { id, text } from '@lib/platform';
import { MESSAGES_PAGE_SIZE, QUESTION_MAX, QUESTION_MIN, STORE_ID } from './client';

// Seller questions and banner ads (docs/behaviour/seller-questions.md, /sf-api): the
// calls' shapes, for the endpoints (zod; the constants both sides share are in client.ts).

const storeId = id().refine((v) => v === STORE_ID, 'errors:validation.invalid');

export const createQuestionSchema = z.object({
  ProductId: id(),
  OrderNumber: text(30).optional(),
  Text: text(QUESTION_MAX).refine((v) => v.trim().length >= QUESTION_MIN, 'validation:questionLength'),
  StoreId: storeId,
});
export const questionsQuerySchema = z.object({
  customerId: id(),
  PageSize: id({ max: MESSAGES_PAGE_SIZE }).default(MESSAGES_PAGE_SIZE),
  PageNumber: id({ max: 10_000 }).default(1),
  StoreId: storeId,
});
export const seenSchema = z.object({ customerId: id(), messageId: id(), StoreId: storeId });
export const bannerQuerySchema = z.object({ placement: z.enum(['listing', 'home']), category: z.string().max(80).optional() });
export const adEventSchema = z.object({ AdId: z.string().max(40), Event: z.enum(['impression', 'click']) });
