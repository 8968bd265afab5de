import { z } from 'zod';
import { id } from '@lib/platform';
import { setFavorite, addressEndpoint } from '@lib/account/index.server';

const query = z.object({
  addressId: id(),
  isFavorite: z.enum(['true', 'false', 'True', 'False']).transform((v) => v.toLowerCase() === 'true'),
});

/** Set favourite address: PUT with query addressId and isFavorite. */
export const PUT = addressEndpoint({ query }, (customerId, { query: q }) => setFavorite(customerId, q.addressId, q.isFavorite));
