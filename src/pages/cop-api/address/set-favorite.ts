import { z } from 'zod';
import { setFavorite } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';

const query = z.object({
  addressId: z.coerce.number().int().min(1),
  isFavorite: z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true'),
});

/** Set favourite address: PUT with query addressId and isFavorite. */
export const PUT = addressEndpoint({ query }, (customerId, { query: q }) => setFavorite(customerId, q.addressId, q.isFavorite));
