import { setGiftPackage } from '@lib/cart/flags.server';
import { giftPackageSchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** POST gift-package: gifts packed separately (needs two gift units) or all together. */
export const POST = endpoint({ body: giftPackageSchema }, async (context, { body }) =>
  setGiftPackage(sessionOf(context), body.isMultipleGiftPackage),
);
