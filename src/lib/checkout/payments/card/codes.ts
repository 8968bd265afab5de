// The sandbox bank's answer codes: ISO 8583 response codes where one exists, and its own for the
// 3-D Secure page's ends. The store shows the bank's reason by code (payments:decline.<code>).

export const BANK_CODES = {
  approved: '00',
  doNotHonour: '05',
  insufficientFunds: '51',
  expiredCard: '54',
  notPermitted: '57',
  securityCode: 'N7',
  /** The shopper typed a wrong 3-D code three times. */
  threeDFailed: 'T1',
  /** The shopper cancelled on the 3-D page. */
  threeDCancelled: 'T2',
  /** The 3-D page was left, closed or timed out. */
  threeDAbandoned: 'T3',
  /** Refund answers. */
  invalidAmount: '13',
  invalidTransaction: '12',
} as const;

const KNOWN = new Set<string>(['05', '51', '54', '57', 'N7', 'T1', 'T2', 'T3']);

/** The i18n key of a decline's reason, for PAYMENT_FAILED {{reason}}; an unknown code reads the general one. */
export function declineReasonKey(code: string | null): string {
  return code && KNOWN.has(code) ? `payments:decline.${code}` : 'payments:decline.other';
}
