import { listAddresses } from '@lib/account/addresses/addresses.server';
import { addressEndpoint } from '@lib/account/addresses/endpoint.server';

/** All addresses of the signed-in customer. */
export const GET = addressEndpoint({}, (customerId) => listAddresses(customerId));
