import { coinsProvider } from '@lib/checkout/payments/coins/provider.server';
import { giftCardProvider, imfCardProvider } from '@lib/checkout/payments/giftcards/provider.server';
import { oneCardProvider } from '@lib/checkout/payments/onecard/provider.server';
import type { StoredValueProvider } from './stored-value';
import type { TenderKind } from './tenders';

/** The provider of a stored-value instrument. */
export function storedValueProvider(kind: TenderKind): StoredValueProvider {
  switch (kind) {
    case 'gift_card':
      return giftCardProvider;
    case 'imf_card':
      return imfCardProvider;
    case 'loyalty':
      return oneCardProvider;
    case 'coins':
      return coinsProvider;
  }
}
