import { describe, expect, it } from 'vitest';
import type { CartSummary } from '@lib/bag/campaigns/schema';
import { COUPON_API } from '@lib/bag/campaigns/schema';
import { CART_API } from '@lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { formatPrice } from '@lib/platform/money/format';
import { add, apply, guestWith, kids, pricedBetween, refused, type TotalSummary } from './helpers';
import { candlesUnderMinimum } from '../../../support/promoted-bag';

// Demo codes (src/lib/bag/campaigns/demo.ts): HOSGELDIN 150 TL off from 1.000 TL; COCUK15 15% off
// kids' pieces; ESKI2025 expired; MOBIL20 app only; GECENSEZON's campaign has ended;
// MEHMET-OZEL10 is another member's personal coupon.

const summary = async (client: ApiClient) => (await client.get<CartSummary>(CART_API.summary)).body.Result!;

describe('applying a coupon', () => {
  it('refuses unknown, expired, personal to someone else, ended campaign and app-only codes, changing nothing', async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000));
    refused(await apply(client, 'YOKBOYLEKOD'), 'COUPON_NOT_FOUND');
    refused(await apply(client, 'MEHMET-OZEL10'), 'COUPON_NOT_FOUND');
    refused(await apply(client, 'ESKI2025'), 'COUPON_EXPIRED');
    refused(await apply(client, 'GECENSEZON'), 'COUPON_FOUND_CAMPAIGN_NOT_FOUND');
    refused(await apply(client, 'MOBIL20'), 'COUPON_MOBILE_ONLY');
    expect((await summary(client)).CouponCode).toBeNull();
  });

  it('refuses a code the cart does not meet: under its minimum, or nothing in its scope', async () => {
    const cheap = await guestWith(pricedBetween(0, 100_000));
    const under = await apply(cheap, 'HOSGELDIN');
    refused(under, 'COUPON_MINIMUM_NOT_MET');
    expect(under.body.Message).toMatch(/^Bu kuponu kullanmak için kupona dahil ürünlerden [\d.,]+ TL daha eklemelisiniz/);
    refused(await apply(await guestWith(pricedBetween(120_000, 240_000, 1)), 'COCUK15'), 'COUPON_CONDITION_NOT_MET');
    refused(await apply(new ApiClient(), 'HOSGELDIN'), 'COUPON_CONDITION_NOT_MET');
  });

  it('says how much more a bag needs for the minimum, counted after its promotions, in Turkish and English', async () => {
    // Candles of 1,000 TL or more, under 1,000 TL after their 100 TL off each in the bag.
    const candles = candlesUnderMinimum(100_000);
    for (const lang of ['tr', 'en'] as const) {
      const client = new ApiClient();
      if (lang === 'en') client.cookies.set('LanguageId', '2');
      expect((await client.post(CART_API.add, candles)).status).toBe(200);
      const before = await summary(client);
      const missing = 100_000 - (before.LinesTotal - before.TotalDiscountAmount);
      expect(before.LinesTotal).toBeGreaterThanOrEqual(100_000);
      expect(missing).toBeGreaterThan(0);
      const under = await apply(client, 'HOSGELDIN');
      refused(under, 'COUPON_MINIMUM_NOT_MET');
      expect(under.body.Result).toEqual({ MissingAmount: missing });
      expect(under.body.Message).toBe(
        lang === 'tr'
          ? `Bu kuponu kullanmak için kupona dahil ürünlerden ${formatPrice(missing)} daha eklemelisiniz (en düşük tutar, kampanya indirimleri düşüldükten sonraki fiyatlarla hesaplanır).`
          : `Add ${formatPrice(missing)} more in eligible pieces to use this coupon (the minimum is based on prices after campaign discounts).`,
      );
      expect(await summary(client)).toEqual(before);
    }
  });

  it('applies a public code for a guest, and the summary shows it', async () => {
    const pick = pricedBetween(120_000, 240_000, 2);
    const client = await guestWith(pick);
    const before = await summary(client);
    const applied = await apply(client, ' hosgeldin ');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.Result).toEqual({
      CouponCode: 'HOSGELDIN',
      CouponDiscountAmount: 15_000,
      TotalAmountToBePaid: before.TotalAmountToBePaid - 15_000,
      NoMatchWarningNote: null,
    } satisfies TotalSummary);
    const after = await summary(client);
    expect(after).toMatchObject({
      CouponCode: 'HOSGELDIN',
      CouponDiscountAmount: 15_000,
      TotalDiscountAmount: before.TotalDiscountAmount + 15_000,
    });
    expect((await client.get<TotalSummary>(COUPON_API.totalSummary)).body.Result).toEqual(applied.body.Result);
  });

  it('gives one discount for the same code sent twice, also in parallel', async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000, 3));
    const answers = await Promise.all([apply(client, 'HOSGELDIN'), apply(client, 'HOSGELDIN')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await apply(client, 'HOSGELDIN')).toMatchObject({ status: 200 });
    expect((await summary(client)).CouponDiscountAmount).toBe(15_000);
  });

  it('replaces the applied code with another, and removing it restores the total', async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000, 4));
    await add(client, kids(0));
    const bare = await summary(client);
    expect((await apply(client, 'HOSGELDIN')).status).toBe(200);
    const replaced = await apply(client, 'COCUK15');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.Result!.CouponCode).toBe('COCUK15');
    const removed = await client.send<TotalSummary>('DELETE', COUPON_API.remove);
    expect(removed.body.Result).toMatchObject({ CouponCode: null, CouponDiscountAmount: 0, TotalAmountToBePaid: bare.TotalAmountToBePaid });
    expect((await client.send('DELETE', COUPON_API.remove)).status).toBe(200);
  });

  it('keeps a coupon the cart no longer meets applied, giving nothing, and says why', async () => {
    const kid = kids(1);
    const client = await guestWith(kid);
    expect((await apply(client, 'COCUK15')).status).toBe(200);
    await add(client, pricedBetween(120_000, 240_000, 5));
    await client.send('DELETE', `${CART_API.item}?variantId=${kid.variant.id}`);
    const after = await summary(client);
    expect(after).toMatchObject({ CouponCode: 'COCUK15', CouponDiscountAmount: 0 });
    expect(after.NoMatchWarningNote).toBe('Sepetinizde COCUK15 kuponunun geçerli olduğu ürün bulunmuyor; kupon şu an indirim sağlamıyor.');
  });

  it('refuses without the verification token', async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000, 6));
    expect((await client.send('PUT', COUPON_API.apply, { couponCode: 'HOSGELDIN' }, { token: false })).status).toBe(403);
  });
});
