import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { initData } from '@lib/programmes/reborn/views.server';

/** GET demand init data: payment settings (once per display name, and per category), example photos, brands, conditions. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return initData(context.locals.t);
});
