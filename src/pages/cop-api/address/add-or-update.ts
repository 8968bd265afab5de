import { saveAddress } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';
import { addressSchema } from '@lib/addresses/schema';

/** Adds (ID 0) or updates an address; errors come as HasError with messages. */
export const POST = addressEndpoint({ body: addressSchema }, (customerId, { body }) => saveAddress(customerId, body));
