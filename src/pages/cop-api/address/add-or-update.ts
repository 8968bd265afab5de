import { saveAddress, addressEndpoint } from '@lib/account/index.server';
import { addressSchema } from '@lib/account';

/** Adds (ID 0) or updates an address; errors come as HasError with messages. */
export const POST = addressEndpoint({ body: addressSchema }, (customerId, { body }) => saveAddress(customerId, body));
