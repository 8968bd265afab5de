import { setGiftPackage } from '@lib/bag/cart/flags.server';
import { giftPackageSchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** POST gift-package: gifts packed separately (needs two gift units) or all together. */
export const POST = endpoint({ body: giftPackageSchema }, async (context, { body }) =>
  setGiftPackage(sessionOf(context), body.isMultipleGiftPackage),
);
