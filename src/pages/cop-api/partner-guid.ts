import { endpoint, ensureSessionOf } from '@lib/platform/index.server';
import { createPartnerGuid, partnerGuidOf } from '@lib/checkout/index.server';
import { partnerSchema } from '@lib/checkout';

/** GET partner guid: the referring partner remembered for this visitor, or null. */
export const GET = endpoint({}, async ({ locals }) => partnerGuidOf(locals.session));

/** POST create partner guid. */
export const POST = endpoint({ body: partnerSchema }, async (context, { body }) => createPartnerGuid(await ensureSessionOf(context), body));
