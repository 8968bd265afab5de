import { campaignCategories } from '@lib/bag/index.server';
import { endpoint } from '@lib/platform/index.server';

/** GET campaign category list: the campaigns running now and the categories or brands they cover. */
export const GET = endpoint({}, async (context) => campaignCategories(context.locals.lang));
