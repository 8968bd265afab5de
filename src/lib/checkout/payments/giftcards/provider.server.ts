import { cardProvider } from './ledger.server';

// The gift (treasure) card and return-balance (IMF) card issuer: a sandbox inside the project with
// its own cards and ledger (tables.server.ts), reached only through the stored-value interface.

export const giftCardProvider = cardProvider('gift_card');
export const imfCardProvider = cardProvider('imf_card');
export { loadImfCard } from './ledger.server';
