import { z } from 'zod';
import { addressOf } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';

/** One address by addressId; another customer's answers 404. */
export const GET = addressEndpoint({ query: z.object({ addressId: z.coerce.number().int().min(1) }) }, (customerId, { query }) =>
  addressOf(customerId, query.addressId),
);
