import { z } from 'zod';
import { id } from '@lib/platform';
import { addressOf, addressEndpoint } from '@lib/account/index.server';

/** One address by addressId; another customer's answers 404. */
export const GET = addressEndpoint({ query: z.object({ addressId: id() }) }, (customerId, { query }) =>
  addressOf(customerId, query.addressId),
);
