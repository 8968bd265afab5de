import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { addressOf } from '@lib/account/addresses/addresses.server';
import { addressEndpoint } from '@lib/account/addresses/endpoint.server';

/** One address by addressId; another customer's answers 404. */
export const GET = addressEndpoint({ query: z.object({ addressId: id() }) }, (customerId, { query }) =>
  addressOf(customerId, query.addressId),
);
