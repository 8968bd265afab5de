import { setGiftPackage } from '@lib/bag/index.server';
import { giftPackageSchema } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** POST gift-package: gifts packed separately (needs two gift units) or all together. */
export const POST = endpoint({ body: giftPackageSchema }, async (context, { body }) =>
  setGiftPackage(sessionOf(context), body.isMultipleGiftPackage),
);
