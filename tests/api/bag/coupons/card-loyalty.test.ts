import { describe, expect, it } from 'vitest';
import type { CampaignCategory } from '@lib/bag/campaigns/categories.server';
import { COUPON_API, type CardCampaignReply, type CartSummary } from '@lib/bag/campaigns/schema';
import { CART_API } from '@lib/bag/cart/schema';
import type { PointInfo } from '@lib/checkout/payments/onecard/earning-rates.server';
import { ApiClient } from '../../../support/api-client';
import { demoMember, guestWith, pricedBetween } from './helpers';

// Payment campaigns of the demo: İş Bankası Maximum cards (BIN 454360, 540667) 10% by credit card;
// GarantiPay 100 TL off from 1.500 TL.

const reply = (client: ApiClient, query: string) => client.get<CardCampaignReply>(`${COUPON_API.cardCampaign}?${query}`);

describe('card campaign reply', () => {
  it("takes 10% off with a campaign bank's card, reading only its BIN", async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000, 8));
    const { TotalAmountToBePaid, ShippingFee } = (await client.get<CartSummary>(CART_API.summary)).body.Result!;
    const goods = TotalAmountToBePaid - ShippingFee;
    const answer = await reply(client, 'cardNo=4543601234567890&paymentMethodCode=credit_card&isPickup=false');
    expect(answer.body.Result).toEqual({
      IsDiscountApplied: true,
      PaymentConditionWarningNote: null,
      TotalAmountToBePaid: goods - Math.floor(goods / 10) + ShippingFee,
    });
  });

  it('answers a card that misses the condition with the warning note and the unchanged total', async () => {
    const client = await guestWith(pricedBetween(0, 150_000, 1));
    const { TotalAmountToBePaid } = (await client.get<CartSummary>(CART_API.summary)).body.Result!;
    const answer = (await reply(client, 'cardNo=5555444433331111&paymentMethodCode=credit_card')).body.Result!;
    expect(answer).toMatchObject({ IsDiscountApplied: false, TotalAmountToBePaid });
    expect(answer.PaymentConditionWarningNote).toBe(
      'Seçtiğiniz kart veya ödeme yöntemi “İş Bankası Maximum kartlarına %10” kampanyasının koşullarını karşılamıyor.',
    );
    const wallet = (await reply(client, 'paymentMethodCode=garanti_pay')).body.Result!;
    expect(wallet.IsDiscountApplied).toBe(false);
    expect(wallet.PaymentConditionWarningNote).toContain('1.500,00 TL');
  });

  it('applies the GarantiPay campaign from its minimum, and refuses a malformed card number', async () => {
    const client = await guestWith(pricedBetween(160_000, 240_000, 10));
    const { TotalAmountToBePaid } = (await client.get<CartSummary>(CART_API.summary)).body.Result!;
    expect((await reply(client, 'paymentMethodCode=garanti_pay')).body.Result).toMatchObject({
      IsDiscountApplied: true,
      TotalAmountToBePaid: TotalAmountToBePaid - 10_000,
    });
    expect((await reply(client, 'cardNo=abc')).status).toBe(400);
  });
});

describe('loyalty point info', () => {
  it("gives a guest the entry segment's figure", async () => {
    const client = await guestWith(pricedBetween(120_000, 240_000, 11));
    const { TotalAmountToBePaid } = (await client.get<CartSummary>(CART_API.summary)).body.Result!;
    expect((await client.get<PointInfo>(CART_API.loyaltyPoints)).body.Result).toEqual({
      Points: Math.floor(TotalAmountToBePaid / 10_000),
      Segment: 'siz',
      PointsPer100: 1,
      CreditedAfterDays: 30,
      IsGuest: true,
    });
    expect((await new ApiClient().get<PointInfo>(CART_API.loyaltyPoints)).body.Result!.Points).toBe(0);
  });

  it("gives the demo member the gold segment's rate", async () => {
    const client = await demoMember();
    const { TotalAmountToBePaid } = (await client.get<CartSummary>(CART_API.summary)).body.Result!;
    expect((await client.get<PointInfo>(CART_API.loyaltyPoints)).body.Result).toEqual({
      Points: Math.floor(TotalAmountToBePaid / 10_000) * 4,
      Segment: 'gold',
      PointsPer100: 4,
      CreditedAfterDays: 30,
      IsGuest: false,
    });
  });
});

describe('campaign category list', () => {
  it('lists the running automatic campaigns with what they cover and where to shop it', async () => {
    const client = new ApiClient();
    const list = (await client.get<CampaignCategory[]>(COUPON_API.campaignCategories)).body.Result!;
    const kids = list.find((c) => c.CampaignId === 1005)!;
    expect(kids).toMatchObject({
      Name: 'Çocuk dünyası: 3 al 2 öde',
      Covers: [{ Kind: 'department', Name: 'Çocuk', Url: '/categories/cocuk' }],
    });
    expect(list.map((c) => c.CampaignId)).not.toContain(990);
    expect(list.map((c) => c.CampaignId)).not.toContain(3001);
    client.cookies.set('LanguageId', '2');
    const english = (await client.get<CampaignCategory[]>(COUPON_API.campaignCategories)).body.Result!;
    expect(english.find((c) => c.CampaignId === 1005)!.Covers[0]).toEqual({
      Kind: 'department',
      Name: 'Kids',
      Url: '/en/categories/cocuk',
    });
  });
});
