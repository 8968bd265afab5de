import { z } from 'zod';
import { endpoint } from '@lib/platform/index.server';
import { agreementText } from '@lib/programmes/index.server';

const typeSchema = z.object({ type: z.enum(['resale', 'consignor']) });

/** GET agreement by type: the text of the resale user agreement or the consignor agreement. */
export const GET = endpoint({ query: typeSchema }, async (context, { query }) => ({
  type: query.type,
  agreement: agreementText(query.type, context.locals.t),
}));
