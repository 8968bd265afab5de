import { z } from 'zod';
import { id } from '@lib/platform';
import { deleteAddress, addressEndpoint } from '@lib/account/index.server';

/** Deletes an address by addressID. */
export const POST = addressEndpoint({ body: z.object({ addressID: id() }) }, (customerId, { body }) =>
  deleteAddress(customerId, body.addressID),
);
