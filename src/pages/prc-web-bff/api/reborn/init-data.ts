import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { initData } from '@lib/reborn/views.server';

/** GET demand init data: payment settings (once per display name, and per category), example photos, brands, conditions. */
export const GET = endpoint({}, async (context) => {
  customerIdOf(context);
  return initData(context.locals.t);
});
