import { z } from 'zod';
import { id } from '@lib/platform/validation/validate';
import { endpoint } from '@lib/platform/http/api.server';
import { returnView } from '@lib/orders/returns/view.server';

/** GET success (easyReturnId): the return with its code, expiry, company and parcel number. */
export const GET = endpoint({ query: z.object({ easyReturnId: id() }) }, async (context, { query }) =>
  returnView(context.locals.session, query.easyReturnId),
);
