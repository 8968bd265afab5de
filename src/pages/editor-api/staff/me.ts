import { endpoint } from '@lib/platform/http/api.server';
import { requireStaff } from '@lib/catalogue/staff/guard.server';

/** The signed-in staff member, or 401 STAFF_SIGNED_OUT (a shopper's session never counts). */
export const GET = endpoint({}, async (context) => requireStaff(context.locals));
