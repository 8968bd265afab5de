import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { initData } from '@lib/programmes/index.server';

/** GET demand init data: payment settings (once per display name, and per category), example photos, brands, conditions. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return initData(context.locals.t);
});
