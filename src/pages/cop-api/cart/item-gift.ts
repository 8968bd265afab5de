import { setGift } from '@lib/bag/index.server';
import { giftSchema } from '@lib/bag';
import { endpoint, sessionOf } from '@lib/platform/index.server';

/** PUT item-gift: a line's gift mark; answers IsSuitableForMultipleGiftPackage and HasAnyGiftItem. */
export const PUT = endpoint({ body: giftSchema }, async (context, { body }) => setGift(sessionOf(context), body.variantId, body.isGift));
