import { env } from '@lib/platform/index.server';
import { paymentSettings } from './catalogue';

/** The payment settings this store applies: the ranges of docs/behaviour/reborn.md#payment-settings up to REBORN_MAX_PRICE. */
export const storePaymentSettings = () => paymentSettings(env().REBORN_MAX_PRICE);
