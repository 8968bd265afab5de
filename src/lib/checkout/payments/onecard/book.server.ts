import type { Book } from './ledger.server';
import { oneCardLedger, oneCards } from './tables.server';

/** Where the OneCard sandbox keeps its points. */
export const oneCardBook: Book = { accounts: oneCards, key: 'card_no', ledger: oneCardLedger };
