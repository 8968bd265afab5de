import { addressEndpoint } from '@lib/account/index.server';
import { returnAddresses } from '@lib/orders/index.server';

/** GET all addresses, the easy return's variant: the member's saved addresses with isSuitableReturnFromHome (members only). */
export const GET = addressEndpoint({}, (customerId) => returnAddresses(customerId));
