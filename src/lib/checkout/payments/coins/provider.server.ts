import { refund, reverse, spend } from '@lib/checkout/payments/onecard/ledger.server';
import type { StoredValueProvider } from '@lib/checkout/payments/stored-value';
import { coinsBook } from './book.server';
import { tokenRefusal, walletOfToken } from './wallet.server';

/** The coins app sandbox as the checkout's provider: a spend needs the app's token active, then takes the coins once per reference. */
export const coinsProvider: StoredValueProvider = {
  kind: 'coins',
  async redeem({ reference, token, amount }) {
    const wallet = await walletOfToken(token);
    const refused = tokenRefusal(wallet);
    if (refused || !wallet) return { ok: false, code: refused ?? 'INSTRUMENT_NOT_AVAILABLE' };
    return spend(coinsBook, wallet.customerId, reference, amount);
  },
  reverse: (reference) => reverse(coinsBook, reference),
  refund: (reference, amount) => refund(coinsBook, reference, amount),
};
