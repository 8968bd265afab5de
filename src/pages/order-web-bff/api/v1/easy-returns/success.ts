import { z } from 'zod';
import { endpoint } from '@lib/http/api.server';
import { returnView } from '@lib/returns/view.server';

/** GET success (easyReturnId): the return with its code, expiry, company and parcel number. */
export const GET = endpoint({ query: z.object({ easyReturnId: z.coerce.number().int().positive() }) }, async (context, { query }) =>
  returnView(context.locals.session, query.easyReturnId),
);
