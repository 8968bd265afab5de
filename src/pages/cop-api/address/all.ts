import { listAddresses, addressEndpoint } from '@lib/account/index.server';

/** All addresses of the signed-in customer. */
export const GET = addressEndpoint({}, (customerId) => listAddresses(customerId));
