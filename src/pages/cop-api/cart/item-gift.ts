import { setGift } from '@lib/cart/flags.server';
import { giftSchema } from '@lib/cart/schema';
import { endpoint } from '@lib/http/api.server';
import { sessionOf } from '@lib/http/caller.server';

/** PUT item-gift: a line's gift mark; answers IsSuitableForMultipleGiftPackage and HasAnyGiftItem. */
export const PUT = endpoint({ body: giftSchema }, async (context, { body }) => setGift(sessionOf(context), body.variantId, body.isGift));
