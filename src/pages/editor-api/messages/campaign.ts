import { announceCampaign } from '@lib/account/index.server';
import { campaignBodySchema } from '@lib/catalogue';
import { requireStaff } from '@lib/catalogue/index.server';
import { endpoint, logger, type MessageData } from '@lib/platform/index.server';

/**
 * POST a campaign announcement to every member who allows commercial messages on the channel;
 * answers how many messages were written (none for a key used before). Publishers only.
 */
export const POST = endpoint({ body: campaignBodySchema }, async ({ locals }, { body }) => {
  const staff = requireStaff(locals, 'publisher');
  const data: MessageData<'campaign'> = { title: body.title, body: body.body, path: body.path };
  const written = await announceCampaign(body.channel, body.lang, data, body.key);
  // A commercial message to many people: who sent which, and to how many, is kept in the log.
  logger.info({ staffId: staff.id, channel: body.channel, lang: body.lang, key: body.key, path: body.path, written }, 'campaign announced');
  return { written };
});
