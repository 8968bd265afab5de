import type { TFunction } from 'i18next';

// The bank's decline codes the shopper may read a reason for (ISO 8583 answer codes, as Turkish
// acquirers send them); any other code reads as the fallback, never as the bare code.

const KNOWN = ['05', '12', '14', '51', '54', '57', '61', '62', '91', '3d_failed', 'cancelled', 'timeout'] as const;

/** The shopper's text for a bank's decline code, in the translator's language. */
export function declineReason(t: TFunction, code: string | null): string {
  const known = KNOWN.find((k) => k === code);
  return t(`orders:paymentReasons.${known ?? 'fallback'}`);
}
