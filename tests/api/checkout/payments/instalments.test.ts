import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import { installmentOptions } from '../../../../src/lib/checkout/payments/card/rules';
import type {
  AdditionalBankInstallmentsReply,
  AdditionalInstallmentTextReply,
  CardTypeImageReply,
  InstallmentOptionsReply,
} from '../../../../src/lib/checkout/payments/card/schema';
import { DEMO_BANKS } from '../../../../src/lib/checkout/payments/card/seed-data';
import { TEST_CARDS } from '../../../../src/lib/checkout/payments/card/test-cards';
import { registerCustomer } from '../../account/members/helpers';
import { ApiClient } from '../../../support/api-client';
import { add, plenty, variantWhere } from '../../bag/cart/helpers';

// The payment screen's card calls for the session's bag: the bank, its logo, the scheme, the type
// and the instalment options priced by the rules from the bag's payable total; only the BIN is read.

const planOf = (code: string) => DEMO_BANKS.find((b) => b.code === code)!.plans;

async function options(client: ApiClient, cardNo: string, isPickup = false) {
  return client.post<InstallmentOptionsReply>(CHECKOUT_API.installmentOptions, { cardNo, isPickup });
}

/** What a card pays for the bag: the pre-payment campaign control's total (its card campaign applied). */
async function cardPays(client: ApiClient, cardNo: string, isPickup = false) {
  const bin = cardNo.replace(/\D/g, '').slice(0, 8);
  const { body } = await client.get<{ TotalAmountToBePaid: number }>(
    `${CHECKOUT_API.cardCampaign}?cardNo=${bin}&paymentMethodCode=credit_card&isPickup=${isPickup}`,
  );
  return body.Result!.TotalAmountToBePaid;
}

async function payable(client: ApiClient, isPickup = false) {
  const { body } = await client.get<{ TotalAmountToBePaid: number }>(`${CART_API.summary}?isPickup=${isPickup}`);
  return body.Result!.TotalAmountToBePaid;
}

describe('instalment options', () => {
  it("prices a guest's bag with the card's plan, and names the bank, logo, scheme and type", async () => {
    const guest = new ApiClient();
    await add(guest, plenty(120), 3);
    const total = await payable(guest);
    const { status, body } = await options(guest, '5400 3600 0000 0003');
    expect(status).toBe(200);
    expect(body.Result).toEqual({
      BankCode: 'garanti',
      BankName: 'Garanti BBVA',
      Programme: 'Bonus',
      BankLogoUrl: '/images/banks/garanti.svg',
      CardScheme: 'mastercard',
      CardSchemeImageUrl: '/images/cards/mastercard.svg',
      CardType: 'credit',
      Options: installmentOptions({ total, noInstalmentLine: false, cardType: 'credit', plans: planOf('garanti') }),
      NoInstallmentReason: total < 10_000 ? 'minimum' : null,
      TotalAmount: total,
    });
    expect(body.Result!.Options[0]).toEqual({ Count: 1, MonthlyAmount: total, TotalAmount: total });
  });

  it('prices the plans on what the card pays: the total after its card campaign', async () => {
    const guest = new ApiClient();
    await add(guest, plenty(120), 3);
    const before = await payable(guest);
    const after = await cardPays(guest, '4543 6000 0000 0003');
    expect(after).toBeLessThan(before);
    const { body } = await options(guest, '4543 6000 0000 0003');
    expect(body.Result!.TotalAmount).toBe(after);
    expect(body.Result!.Options[0]).toEqual({ Count: 1, MonthlyAmount: after, TotalAmount: after });
  });

  it("prices a member's bag, with pickup dropping the shipping fee", async () => {
    const { client: member } = await registerCustomer();
    await add(
      member,
      variantWhere(
        ({ product, variant }) =>
          !product.noInstalment &&
          product.salePrice < 50_000 &&
          product.salePrice > 15_000 &&
          variant.stock > 5 &&
          product.purchaseLimit == null,
      ),
    );
    const delivered = await options(member, TEST_CARDS.isbankMaximumVisa.number, false);
    const pickedUp = await options(member, TEST_CARDS.isbankMaximumVisa.number, true);
    expect(delivered.body.Result!.TotalAmount).toBe(await cardPays(member, TEST_CARDS.isbankMaximumVisa.number, false));
    expect(pickedUp.body.Result!.TotalAmount).toBe(await cardPays(member, TEST_CARDS.isbankMaximumVisa.number, true));
    expect(delivered.body.Result!.TotalAmount).toBeGreaterThan(pickedUp.body.Result!.TotalAmount);
    expect(pickedUp.body.Result!.Options.map((o) => o.Count)).toEqual([1, 2, 3]);
  });

  it('offers a single payment only on a debit card, with a no-instalment line, or for an empty bag', async () => {
    const guest = new ApiClient();
    expect((await options(guest, TEST_CARDS.garantiBonus.number)).body.Result).toMatchObject({
      Options: [{ Count: 1, MonthlyAmount: 0, TotalAmount: 0 }],
      NoInstallmentReason: 'minimum',
    });
    await add(guest, plenty(121), 2);
    expect((await options(guest, TEST_CARDS.isbankDebit.number)).body.Result).toMatchObject({
      CardType: 'debit',
      NoInstallmentReason: 'debit',
    });
    expect((await options(guest, TEST_CARDS.isbankDebit.number)).body.Result!.Options).toHaveLength(1);
    await add(
      guest,
      variantWhere(({ product, variant }) => product.noInstalment && variant.stock > 5 && product.purchaseLimit == null),
    );
    const forbidden = (await options(guest, TEST_CARDS.garantiBonus.number)).body.Result!;
    expect(forbidden.NoInstallmentReason).toBe('category');
    expect(forbidden.Options.map((o) => o.Count)).toEqual([1]);
  });

  it('refuses an unknown BIN with INVALID_BIN, and junk, short or oversized numbers as bad input', async () => {
    const guest = new ApiClient();
    expect((await options(guest, '4111111111111111')).body.Exception?.ErrorCode).toBe('INVALID_BIN');
    for (const cardNo of ['54003', 'abcd efgh ijkl', '5'.repeat(20), `${'5400 '.repeat(40)}`, '']) {
      const { status } = await options(guest, cardNo);
      expect(status, cardNo).toBe(400);
    }
    expect((await guest.post(CHECKOUT_API.installmentOptions, {})).status).toBe(400);
    expect((await guest.post(CHECKOUT_API.installmentOptions, { cardNo: 5400360000000003 })).status).toBe(400);
  });
});

describe('the bank extras and the card image', () => {
  it("answers the bank's +N instalments text by BIN, in the shopper's language, or null", async () => {
    const guest = new ApiClient();
    const text = (binNo: string) => guest.post<AdditionalInstallmentTextReply>(CHECKOUT_API.additionalInstallmentText, { binNo });
    expect((await text('552608')).body.Result).toEqual({ Text: 'Kartınızla +3 taksit fırsatı' });
    expect((await text('540036')).body.Result).toEqual({ Text: null });
    expect((await text('411111')).body.Result).toEqual({ Text: null });
    expect((await text('55260')).status).toBe(400);
    expect((await text('552608000000')).status).toBe(400);
    const english = new ApiClient();
    english.cookies.set('LanguageId', '2');
    const { body } = await english.post<AdditionalInstallmentTextReply>(CHECKOUT_API.additionalInstallmentText, { binNo: '450634' });
    expect(body.Result).toEqual({ Text: '+2 extra instalments with your card' });
  });

  it("answers the instalments a card's bank adds on its own, none for a debit card", async () => {
    const guest = new ApiClient();
    const extra = (cardNo: string) => guest.post<AdditionalBankInstallmentsReply>(CHECKOUT_API.additionalBankInstallments, { cardNo });
    expect((await extra(TEST_CARDS.yapikrediExpired.number)).body.Result).toEqual({
      BankCode: 'yapikredi',
      AdditionalInstallmentCount: 2,
      Text: 'Kartınızla +2 taksit fırsatı',
    });
    expect((await extra(TEST_CARDS.isbankDebit.number)).body.Result).toMatchObject({
      BankCode: 'isbank',
      AdditionalInstallmentCount: 0,
      Text: null,
    });
    expect((await extra('4111111111111111')).body.Result).toEqual({ BankCode: null, AdditionalInstallmentCount: 0, Text: null });
    expect((await extra('1'.repeat(30))).status).toBe(400);
  });

  it('names the scheme image from the BIN table, or from the first digits while they are typed', async () => {
    const guest = new ApiClient();
    const image = async (cardNo: string) =>
      (await guest.get<CardTypeImageReply>(`${CHECKOUT_API.cardTypeImage}?cardNo=${encodeURIComponent(cardNo)}`)).body;
    expect((await image(TEST_CARDS.qnbTroy.number)).Result).toEqual({ CardScheme: 'troy', ImageUrl: '/images/cards/troy.svg' });
    expect((await image('3744 27')).Result).toEqual({ CardScheme: 'amex', ImageUrl: '/images/cards/amex.svg' });
    expect((await image('4')).Result).toEqual({ CardScheme: 'visa', ImageUrl: '/images/cards/visa.svg' });
    expect((await image('5892 83')).Result).toEqual({ CardScheme: 'mastercard', ImageUrl: '/images/cards/mastercard.svg' });
    expect((await image('1')).Result).toEqual({ CardScheme: null, ImageUrl: null });
    expect((await image('')).Success).toBe(false);
    expect((await image('4'.repeat(24))).Success).toBe(false);
  });
});
