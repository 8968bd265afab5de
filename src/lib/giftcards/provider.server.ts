import { unavailableProvider } from '@lib/payments/unavailable.server';

// Replaced by the gift and return-balance cards' sandbox in this issue.
export const giftCardProvider = unavailableProvider('gift_card');
export const imfCardProvider = unavailableProvider('imf_card');
