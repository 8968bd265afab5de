import { unavailableProvider } from '@lib/payments/unavailable.server';

// Replaced by the coins app sandbox in this issue.
export const coinsProvider = unavailableProvider('coins');
