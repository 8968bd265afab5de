import { setGift } from '@lib/bag/cart/flags.server';
import { giftSchema } from '@lib/bag/cart/schema';
import { endpoint } from '@lib/platform/http/api.server';
import { sessionOf } from '@lib/platform/http/caller.server';

/** PUT item-gift: a line's gift mark; answers IsSuitableForMultipleGiftPackage and HasAnyGiftItem. */
export const PUT = endpoint({ body: giftSchema }, async (context, { body }) => setGift(sessionOf(context), body.variantId, body.isGift));
