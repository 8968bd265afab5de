import { lazy } from 'react';

// Each instrument's tab or panel loads only when the shopper opens it: the payment page's first
// script stays the card's, within the checkout budget.

export const WalletTab = lazy(() => import('./wallet/WalletTab').then((m) => ({ default: m.WalletTab })));
export const DigitalTab = lazy(() => import('./digital/DigitalTab').then((m) => ({ default: m.DigitalTab })));
export const GiftCardTab = lazy(() => import('./giftcards/GiftCardTab').then((m) => ({ default: m.GiftCardTab })));
export const ImfCardTab = lazy(() => import('./giftcards/ImfCardTab').then((m) => ({ default: m.ImfCardTab })));
export const OneCardPanel = lazy(() => import('./onecard/OneCardPanel').then((m) => ({ default: m.OneCardPanel })));
export const CoinsPanel = lazy(() => import('./coins/CoinsPanel').then((m) => ({ default: m.CoinsPanel })));
export const CouponsPanel = lazy(() => import('./coupons/CouponsPanel').then((m) => ({ default: m.CouponsPanel })));
