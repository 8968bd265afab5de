import { createHmac } from 'node:crypto';
import { sameSignature } from '@lib/platform/index.server';

// iyzico signs what it posts to the callbackUrl (docs.iyzico.com, "Response Signature
// Validation"): HMAC-SHA256 under the merchant's secret key, hex, of the fields joined by ':' in
// the documented order conversationData, conversationId, mdStatus, paymentId, status.

/** The fields of a 3-D callback that its signature covers. */
export interface SignedCallback {
  conversationData?: string | undefined;
  conversationId: string;
  mdStatus?: string | undefined;
  paymentId: string;
  status: string;
}

/** iyzico's signature of a 3-D callback's fields. */
export function callbackSignature(secretKey: string, fields: SignedCallback): string {
  const parts = [fields.conversationData ?? '', fields.conversationId, fields.mdStatus ?? '', fields.paymentId, fields.status];
  return createHmac('sha256', secretKey).update(parts.join(':')).digest('hex');
}

/** Whether a callback's signature is iyzico's for its fields. */
export function signedByIyzico(secretKey: string, fields: SignedCallback, signature: string): boolean {
  return sameSignature(signature, callbackSignature(secretKey, fields));
}
