import type { FieldRules } from '@lib/validation/check';

// Guest tracking's form rules and answer, zod-free so the island stays small.

/** The lookup form's rules: the order number's shape and the e-mail. */
export const trackingLookupRules = {
  OrderNumber: [['required'], ['regex', /^V\d{6}-[A-Za-z0-9]{6}$/]],
  Email: [['required'], ['email'], ['max', 255]],
} as const satisfies FieldRules;

/** POST tracking verify's answer: the order the session may now see, and where it is shown. */
export interface TrackingGranted {
  OrderId: number;
  OrderCode: string;
  RedirectUrl: string;
  ExpiresAt: string;
}
