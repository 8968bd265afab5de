import { saveAddress } from '@lib/account/addresses/addresses.server';
import { addressEndpoint } from '@lib/account/addresses/endpoint.server';
import { addressSchema } from '@lib/account/addresses/schema';

/** Adds (ID 0) or updates an address; errors come as HasError with messages. */
export const POST = addressEndpoint({ body: addressSchema }, (customerId, { body }) => saveAddress(customerId, body));
