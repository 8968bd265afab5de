import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { deleteAddress } from '@lib/account/addresses/addresses.server';
import { addressEndpoint } from '@lib/account/addresses/endpoint.server';

/** Deletes an address by addressID. */
export const POST = addressEndpoint({ body: z.object({ addressID: id() }) }, (customerId, { body }) =>
  deleteAddress(customerId, body.addressID),
);
