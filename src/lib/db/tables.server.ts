// Every table of the storefront, re-exported from the domain that owns it, so that drizzle-kit and
// the typed query builder see one schema.
export * from './app-state.tables.server';
export * from '@lib/session/tables.server';
export * from '@lib/notify/tables.server';
export * from '@lib/catalog/tables.server';
export * from '@lib/account/tables.server';
export * from '@lib/otp/tables.server';
export * from '@lib/throttle/tables.server';
export * from '@lib/addresses/tables.server';
export * from '@lib/cart/tables.server';
export * from '@lib/favourites/tables.server';
export * from '@lib/campaigns/tables.server';
export * from '@lib/checkout/tables.server';
export * from '@lib/orders/tables.server';
export * from '@lib/payments/tables.server';
export * from '@lib/digital/tables.server';
export * from '@lib/onecard/tables.server';
export * from '@lib/coins/tables.server';
export * from '@lib/wallet/tables.server';
export * from '@lib/giftcards/tables.server';
export * from '@lib/fulfilment/tables.server';
export * from '@lib/aftersales/tables.server';
export * from '@lib/refunds/tables.server';
export * from '@lib/returns/tables.server';
