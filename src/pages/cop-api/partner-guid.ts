import { endpoint } from '@lib/platform/http/api.server';
import { ensureSessionOf } from '@lib/platform/http/caller.server';
import { createPartnerGuid, partnerGuidOf } from '@lib/checkout/payments/partner/partner.server';
import { partnerSchema } from '@lib/checkout/payments/partner/schema';

/** GET partner guid: the referring partner remembered for this visitor, or null. */
export const GET = endpoint({}, async ({ locals }) => partnerGuidOf(locals.session));

/** POST create partner guid. */
export const POST = endpoint({ body: partnerSchema }, async (context, { body }) => createPartnerGuid(await ensureSessionOf(context), body));
