import { addressEndpoint } from '@lib/account/index.server';
import { addressSchema } from '@lib/account';
import { saveReturnAddress } from '@lib/orders/index.server';

/** POST add or update address, the easy return's variant: the address book's save (own addresses only), answered with isSuitableReturnFromHome. */
export const POST = addressEndpoint({ body: addressSchema }, (customerId, { body }) => saveReturnAddress(customerId, body));
