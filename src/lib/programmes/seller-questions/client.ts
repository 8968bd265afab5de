// What the pages' scripts and the endpoints share about /sf-api, with no zod (rules.ts has the
// calls' schemas): a script of a kept page stays small.

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

/** The /sf-api key and client id a page hands its islands (its initial data). */
export interface SfClient {
  ApiKey: string;
  ClientId: string;
}

/** The headers every /sf-api call carries. */
export const sfHeaders = (client: SfClient) => ({ [SF_API_KEY_HEADER]: client.ApiKey, [SF_CLIENT_ID_HEADER]: client.ClientId });
