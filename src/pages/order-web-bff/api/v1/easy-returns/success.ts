import { z } from 'zod';
import { id } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';
import { returnView } from '@lib/orders/index.server';

/** GET success (easyReturnId): the return with its code, expiry, company and parcel number. */
export const GET = endpoint({ query: z.object({ easyReturnId: id() }) }, async (context, { query }) =>
  returnView(context.locals.session, query.easyReturnId),
);
