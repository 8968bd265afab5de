import { sameSignature, signParts as hmac } from '@lib/platform/index.server';

// The bank signs what its 3-D page hands back to the store, so the store can trust a form post that
// passed through the shopper's browser. Pure functions of a secret: the server wrapper supplies it.

/** The fields the 3-D page posts to the store's return address. */
export interface ReturnFields {
  PaymentId: string;
  Reference: string;
  Status: 'approved' | 'declined';
  Code: string;
}

const RETURN_KEYS = ['PaymentId', 'Reference', 'Status', 'Code'] as const;

/** The signature of a return's fields. */
export function signReturn(secret: string, fields: ReturnFields): string {
  return hmac(secret, ['return', ...RETURN_KEYS.map((k) => fields[k])]);
}

/** The return's fields when its signature holds, else null (any missing, extra-long or altered field fails). */
export function checkReturn(secret: string, raw: Record<string, string>): ReturnFields | null {
  const values = RETURN_KEYS.map((k) => raw[k]);
  if (values.some((v) => typeof v !== 'string' || v.length === 0 || v.length > 200)) return null;
  const [PaymentId, Reference, Status, Code] = values as string[];
  if (Status !== 'approved' && Status !== 'declined') return null;
  const fields: ReturnFields = { PaymentId: PaymentId!, Reference: Reference!, Status, Code: Code! };
  const signature = raw.Signature;
  if (typeof signature !== 'string' || !sameSignature(signature, signReturn(secret, fields))) return null;
  return fields;
}

/** The 3-D page's own form token: binds a post to the payment and to the try it was shown for. */
export function pageToken(secret: string, paymentId: string, tries: number): string {
  return hmac(secret, ['page', paymentId, String(tries)]);
}
