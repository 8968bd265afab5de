import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { categoriesIn } from '@lib/programmes/index.server';

/** GET categories: id, displayCode, displayName, otherText. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return categoriesIn(context.locals.t);
});
