import { endpoint } from '@lib/platform/index.server';
import { RETURN_CONDITION_KEYS } from '@lib/orders';

/** GET conditions: the store's return conditions, as short paragraphs in the caller's language. */
export const GET = endpoint({}, async (context) => ({
  Title: context.locals.t('returns:conditionsText.title'),
  Paragraphs: RETURN_CONDITION_KEYS.map((key) => context.locals.t(`returns:conditionsText.${key}`)),
}));
