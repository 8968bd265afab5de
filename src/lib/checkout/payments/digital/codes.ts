import type { ErrorName } from '@lib/platform';

/** The sandbox providers' answer codes: '00' approved, else the catalogue code the order fails with. */
export const PROVIDER_ANSWERS = {
  approved: '00',
  cancelled: 'DIGITAL_PAYMENT_CANCELLED',
  declined: 'DIGITAL_PAYMENT_DECLINED',
  expired: 'DIGITAL_PAYMENT_EXPIRED',
} as const satisfies Record<string, '00' | ErrorName>;
