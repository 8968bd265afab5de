import type { Lang } from '@lib/platform/i18n/lang';
import type { Session } from './session';

/**
 * Who is asking, as plain values a domain function can take from an endpoint or a test: the
 * session, the client address the throttles count by, and the language of any text sent out.
 */
export interface Caller {
  session: Session;
  clientAddress: string;
  lang: Lang;
}

/**
 * A domain answer that may ask for the caller to be signed in as a customer: the endpoint's adapter
 * then rotates the session id (and its cookie), since that is HTTP's part of a privilege change.
 */
export interface Outcome<T> {
  answer: T;
  signInAs?: number;
}
