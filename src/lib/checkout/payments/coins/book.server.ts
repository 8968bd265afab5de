import type { Book } from '@lib/checkout/payments/onecard/ledger.server';
import { coinsLedger, coinsWallets } from './tables.server';

/** Where the coins sandbox keeps its coins. */
export const coinsBook: Book = { accounts: coinsWallets, key: 'customer_id', ledger: coinsLedger };
