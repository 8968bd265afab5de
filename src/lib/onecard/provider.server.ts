import { unavailableProvider } from '@lib/payments/unavailable.server';

// Replaced by the OneCard sandbox in this issue.
export const oneCardProvider = unavailableProvider('loyalty');
