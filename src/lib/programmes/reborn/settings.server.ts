import { env } from '@lib/platform/index.server';
import { paymentSettings } from './catalogue';

/** The payment settings this store applies: the spec's ranges up to REBORN_MAX_PRICE. */
export const storePaymentSettings = () => paymentSettings(env().REBORN_MAX_PRICE);
