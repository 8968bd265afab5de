import { describe, expect, it } from 'vitest';
import { COUPON_API, type CouponView } from '@lib/bag/campaigns/schema';
import { CART_API } from '@lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add, apply, demoMember, kids, pricedBetween, refused } from './helpers';

const active = async (client: ApiClient) => (await client.get<CouponView[]>(COUPON_API.active)).body.Result!;
const codes = (list: CouponView[]) => list.map((c) => c.Code).sort();

describe("a member's coupons", () => {
  it('are for members only', async () => {
    const guest = new ApiClient();
    expect((await guest.get(COUPON_API.active)).status).toBe(401);
    expect((await guest.post(COUPON_API.add, { code: 'HOSGELDIN' })).status).toBe(401);
  });

  it('lists the personal and added coupons with usability for the cart, and IsSelected once applied', async () => {
    const client = await demoMember();
    await client.send('DELETE', COUPON_API.remove);
    const lines = (await client.get<{ GroupedProducts: { Products: { VariantId: number }[] }[] }>(CART_API.cart)).body.Result!;
    for (const line of lines.GroupedProducts.flatMap((g) => g.Products))
      await client.send('DELETE', `${CART_API.item}?variantId=${line.VariantId}`);
    const empty = await active(client);
    expect(codes(empty)).toEqual(['AYSE-DOGUMGUNU', 'AYSE-OZEL10', 'HOSGELDIN']);
    expect(empty.every((c) => !c.IsUsable && c.UnusableReason && !c.IsSelected)).toBe(true);
    await add(client, pricedBetween(0, 150_000));
    const listed = await active(client);
    const byCode = new Map(listed.map((c) => [c.Code, c]));
    expect(byCode.get('AYSE-OZEL10')).toMatchObject({ IsUsable: true, UnusableReason: null, Description: 'Size özel %10' });
    expect(byCode.get('AYSE-DOGUMGUNU')!.IsUsable).toBe(false);
    expect(byCode.get('AYSE-DOGUMGUNU')!.UnusableReason).toMatch(/^Kampanyaya dahil ürünlerden .* TL daha eklemeniz gerekiyor\.$/);
    expect((await apply(client, 'AYSE-OZEL10')).status).toBe(200);
    expect((await active(client)).filter((c) => c.IsSelected).map((c) => c.Code)).toEqual(['AYSE-OZEL10']);
    await client.send('DELETE', COUPON_API.remove);
  });

  it('adds a public code; refuses unknown, expired and other members’ codes', async () => {
    const { client } = await registerCustomer();
    expect(await active(client)).toEqual([]);
    refused(await client.post(COUPON_API.add, { code: 'YOKBOYLEKOD' }), 'COUPON_NOT_FOUND');
    refused(await client.post(COUPON_API.add, { code: 'AYSE-OZEL10' }), 'COUPON_NOT_FOUND');
    refused(await client.post(COUPON_API.add, { code: 'ESKI2025' }), 'COUPON_EXPIRED');
    const added = await client.post<CouponView[]>(COUPON_API.add, { code: 'cocuk15' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(codes(added.body.Result!)).toEqual(['COCUK15']);
    await add(client, kids(2));
    expect((await active(client))[0]).toMatchObject({ Code: 'COCUK15', IsUsable: true });
    expect((await client.post(COUPON_API.add, { code: 'x' })).status).toBe(400);
  });

  it('shows texts in English on the English side', async () => {
    const client = await demoMember();
    client.cookies.set('LanguageId', '2');
    const list = await active(client);
    expect(list.find((c) => c.Code === 'AYSE-OZEL10')!.Description).toBe('10% just for you');
  });
});
