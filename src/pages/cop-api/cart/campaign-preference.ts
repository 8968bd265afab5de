import { campaignPreference, setCampaignPreference } from '@lib/bag/index.server';
import { campaignPreferenceSchema } from '@lib/bag';
import { endpoint, ensureSessionOf } from '@lib/platform/index.server';

/** GET campaign-preference: { IsSucceeded, Data } with whether automatic campaigns apply. */
export const GET = endpoint({}, async (context) => campaignPreference(context.locals.session));

/** PUT campaign-preference: sets it; the cart page then reloads its lines and summary. */
export const PUT = endpoint({ body: campaignPreferenceSchema }, async (context, { body }) =>
  setCampaignPreference(await ensureSessionOf(context), body.customerWantsToUseCampaign),
);
