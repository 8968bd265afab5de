import { z } from 'zod';
import { id } from '@lib/validation/validate';
import { addressOf } from '@lib/addresses/addresses.server';
import { addressEndpoint } from '@lib/addresses/endpoint.server';

/** One address by addressId; another customer's answers 404. */
export const GET = addressEndpoint({ query: z.object({ addressId: id() }) }, (customerId, { query }) =>
  addressOf(customerId, query.addressId),
);
