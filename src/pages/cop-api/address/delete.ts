import { z } from 'zod';
import { deleteAddress } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';

/** Deletes an address by addressID. */
export const POST = addressEndpoint({ body: z.object({ addressID: z.coerce.number().int().min(1) }) }, (customerId, { body }) =>
  deleteAddress(customerId, body.addressID),
);
