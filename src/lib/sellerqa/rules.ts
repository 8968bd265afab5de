import { z } from 'zod';
import { id, text } from '@lib/validation/validate';

// Seller questions and banner ads (account-and-navigation 3 "Seller question", 6, 7 /sf-api): the
// store id every call names, the page size, and the calls' shapes.

/** The store id of every /sf-api call. */
export const STORE_ID = 2;
/** Questions a page of /customer/messages shows. */
export const MESSAGES_PAGE_SIZE = 10;
/** A question's length. */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
/** The headers every /sf-api call carries, with the values the page's initial data gives. */
export const SF_API_KEY_HEADER = 'x-api-key';
export const SF_CLIENT_ID_HEADER = 'x-client-id';

/** The /sf-api calls. */
export const SF_API = {
  create: '/sf-api/api/question/create-seller-question',
  questions: '/sf-api/api/question/get-customer-questions',
  seen: '/sf-api/api/question/notify-message-seen',
  banner: '/sf-api/api/ad/get-banner-ad',
  event: '/sf-api/api/ad/send-event',
} as const;

/** The development outbox's control: sellers answer every waiting question now. */
export const SF_DEV_ANSWER = '/sf-api/api/dev/answer-now';

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
