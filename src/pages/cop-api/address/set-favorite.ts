import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { setFavorite } from '@lib/account/addresses/addresses.server';
import { addressEndpoint } from '@lib/account/addresses/endpoint.server';

const query = z.object({
  addressId: id(),
  isFavorite: z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true'),
});

/** Set favourite address: PUT with query addressId and isFavorite. */
export const PUT = addressEndpoint({ query }, (customerId, { query: q }) => setFavorite(customerId, q.addressId, q.isFavorite));
