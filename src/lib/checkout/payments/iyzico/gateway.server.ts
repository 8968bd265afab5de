import type { PaymentGateway } from '../gateway';
import { authorise } from './authorise.server';
import { lookupCard } from './directory.server';
import { refund } from './refund.server';
import { cancelPending, readThreeDReturn } from './three-d.server';

// iyzico behind the store's payment gateway (PAYMENT_PROVIDER=iyzico; docs/decisions/0045-iyzico.md).

/** iyzico as the store's payment gateway, through its official client. */
export const iyzicoGateway: PaymentGateway = { authorise, readThreeDReturn, cancelPending, refund, lookupCard };
