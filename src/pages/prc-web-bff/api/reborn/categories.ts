import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { categoriesIn } from '@lib/programmes/reborn/views.server';

/** GET categories: id, displayCode, displayName, otherText. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return categoriesIn(context.locals.t);
});
