import { endpoint } from '@lib/platform/index.server';
import { requireStaff } from '@lib/catalogue/index.server';

/** The signed-in staff member, or 401 STAFF_SIGNED_OUT (a shopper's session never counts). */
export const GET = endpoint({}, async (context) => requireStaff(context.locals));
