import { endpoint } from '@lib/platform/index.server';
import { popupAgreements } from '@lib/programmes/index.server';

/** GET popup agreements: the agreements the Reborn pages open in a modal, with their titles. */
export const GET = endpoint({}, async (context) => popupAgreements(context.locals.t));
