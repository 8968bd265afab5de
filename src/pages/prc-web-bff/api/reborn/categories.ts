import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { categoriesIn } from '@lib/reborn/views.server';

/** GET categories: id, displayCode, displayName, otherText. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return categoriesIn(context.locals.t);
});
