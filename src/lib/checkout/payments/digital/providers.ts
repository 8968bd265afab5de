// The digital payment providers and the sandbox's documented rules (README "Test payment
// instruments"). Client-safe: the payment tab and the provider's page read the names from here.

import type { DIGITAL_METHODS } from '@lib/checkout/steps/api';

/** A digital provider's payment method code (DIGITAL_METHODS of the checkout). */
export type DigitalCode = (typeof DIGITAL_METHODS)[number];

/** Each provider's display name. */
export const PROVIDER_NAMES: Record<DigitalCode, string> = { garanti_pay: 'GarantiPay', paypal: 'PayPal' };

/** The sandbox PayPal accounts: the first pays, the second is refused by PayPal on approval. */
export const PAYPAL_TEST_ACCOUNTS = {
  pays: { email: 'alici@paypal.example', password: 'Sandbox2024' },
  declined: { email: 'reddedilen@paypal.example', password: 'Sandbox2024' },
} as const;

/** Amounts (kuruş) ending in these kuruş drive the sandbox: ,13 TL cannot start, ,14 TL is declined on approval. */
export const SANDBOX_KURUS = { initFails: 13, declines: 14 } as const;

/** Wrong PayPal log-ins allowed before PayPal refuses the payment. */
export const PAYPAL_LOGIN_TRIES = 3;
