import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { type CardUse, GIFT_CARD_API, type GiftCheck } from '../../../../src/lib/checkout/payments/giftcards/schema';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { solveCaptcha } from '../../../support/captcha';
import { balance, checked, dearPiece, GIFT, ownPiece, partnerPiece, PIN, SECURITY_CODE, shopper } from './helpers';

// The gift (treasure) card calls of docs/behaviour/payments.md#gift-card against the seeded sandbox
// cards: balance with PIN or security code, the bot check, use within the balance, the card's
// maximum and the order's 20,000 TL cap, remove and check, and every refusal in both languages.

type Use = CardUse & { GiftCardAmount: number };
const use = (client: ApiClient, amount: number) => client.post<Use>(GIFT_CARD_API.use, { amount });
const split = async (client: ApiClient) => (await client.get<PaymentSplit>('/cop-api/checkout/payment-split')).body.Result!;

describe('gift card balance', () => {
  it('answers the balance, the card maximum and the info text for the number and PIN, or the security code', async () => {
    const client = await shopper([{ pick: ownPiece(300) }]);
    expect(await checked(client, GIFT.fiveHundred)).toEqual({
      Balance: 50_000,
      MaxGiftAmount: 50_000,
      GiftCardInfoText: 'Bu kartla tek bir siparişte en fazla 500,00 TL ödeyebilirsiniz.',
      ShowCaptcha: false,
    });
    const bySecurityCode = await balance(client, GIFT.fiveHundred, { SecurityCode: SECURITY_CODE });
    expect(bySecurityCode.body.Result!.Balance).toBe(50_000);
  });

  it('a balance over the card maximum: MaxGiftAmount is the maximum (in English)', async () => {
    const client = await shopper([{ pick: ownPiece(301) }], 'en');
    expect(await checked(client, GIFT.thirtyThousand)).toMatchObject({
      Balance: 3_000_000,
      MaxGiftAmount: 2_500_000,
      GiftCardInfoText: 'You may pay up to 25.000,00 TL of a single order with this card.',
    });
  });

  it.each([
    [
      'tr',
      GIFT.fiveHundred,
      { GiftPin: '9999' },
      'GIFT_CARD_NOT_FOUND',
      'Hediye kartı bulunamadı. Lütfen kart numaranızı ve şifrenizi kontrol edin.',
    ],
    [
      'en',
      '6000100000009999',
      { GiftPin: PIN },
      'GIFT_CARD_NOT_FOUND',
      'We could not find this gift card. Please check the card number and PIN.',
    ],
    [
      'en',
      GIFT.fiveHundred,
      { SecurityCode: '000' },
      'GIFT_CARD_NOT_FOUND',
      'We could not find this gift card. Please check the card number and PIN.',
    ],
    [
      'tr',
      GIFT.inactive,
      { GiftPin: PIN },
      'GIFT_CARD_INACTIVE',
      'Bu hediye kartı henüz aktif değil. Lütfen kartı aldığınız mağazayla iletişime geçin.',
    ],
    [
      'en',
      GIFT.inactive,
      { GiftPin: PIN },
      'GIFT_CARD_INACTIVE',
      'This gift card has not been activated yet. Please contact the store where it was bought.',
    ],
    ['tr', GIFT.expired, { GiftPin: PIN }, 'GIFT_CARD_EXPIRED', 'Bu hediye kartının kullanım süresi sona ermiştir.'],
    ['en', GIFT.expired, { GiftPin: PIN }, 'GIFT_CARD_EXPIRED', 'This gift card has expired.'],
  ] as const)('%s: %s refused with %s', async (lang, number, secret, code, message) => {
    const client = await shopper([], lang);
    const answer = await balance(client, number, secret);
    expect(answer.body.Exception?.ErrorCode).toBe(code);
    expect(answer.body.Message).toBe(message);
    // A refused card is not the session's card: nothing to use.
    expect((await use(client, 100)).body.Exception?.ErrorCode).toBe('GIFT_CARD_NOT_CHECKED');
  });

  it('a zero balance is found, with nothing usable', async () => {
    const client = await shopper([{ pick: ownPiece(302) }]);
    expect(await checked(client, GIFT.empty)).toMatchObject({ Balance: 0, MaxGiftAmount: 0 });
    expect((await use(client, 100)).body.Exception?.ErrorCode).toBe('BALANCE_INSUFFICIENT');
  });

  it.each([
    [{ GiftCardNo: '600010000000000', GiftPin: PIN }, 'GiftCardNo'],
    [{ GiftCardNo: '60001000000000012', GiftPin: PIN }, 'GiftCardNo'],
    [{ GiftCardNo: '600010000000000a', GiftPin: PIN }, 'GiftCardNo'],
    [{ GiftCardNo: GIFT.fiveHundred, GiftPin: '123' }, 'GiftPin'],
    [{ GiftCardNo: GIFT.fiveHundred, GiftPin: '12a4' }, 'GiftPin'],
    [{ GiftCardNo: GIFT.fiveHundred }, 'GiftPin'],
    [{ GiftCardNo: GIFT.fiveHundred, SecurityCode: '12' }, 'SecurityCode'],
    [{ GiftCardNo: 'x'.repeat(5000), GiftPin: PIN }, 'GiftCardNo'],
    [{ GiftCardNo: 6000100000000001, GiftPin: PIN }, 'GiftCardNo'],
  ])('refuses malformed input (%#) on its field', async (body, field) => {
    const answer = await new ApiClient().post(GIFT_CARD_API.balance, body);
    expect(answer.status).toBe(400);
    expect(answer.body.Exception?.FieldErrors?.[field]).toBeTruthy();
    // The shopper's word for the field, never the wire's name of it.
    expect(answer.body.Exception?.FieldErrors?.[field]).not.toContain(field);
  });

  it('takes the number as printed on the card, in groups of four (spaces or dashes), and answers for its digits', async () => {
    const client = await shopper([{ pick: ownPiece(331) }]);
    const printed = GIFT.fiveHundred.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(printed).toHaveLength(19);
    expect((await checked(client, printed)).Balance).toBe(50_000);
    expect((await checked(client, GIFT.fiveHundred.replace(/(\d{4})(?=\d)/g, '$1-'))).Balance).toBe(50_000);
    // Groups still count digits: 15 of them stay short, whatever the spaces.
    const short = await balance(client, `${printed.slice(0, -1)} `);
    expect(short.status).toBe(400);
    expect(short.body.Exception?.FieldErrors?.GiftCardNo).toBe('Hediye kartı numarası 16 haneli olmalıdır.');
    const inEnglish = new ApiClient();
    inEnglish.cookies.set('LanguageId', '2');
    const english = await inEnglish.post(GIFT_CARD_API.balance, { GiftCardNo: '6000 1000 0000 000', GiftPin: PIN });
    expect(english.body.Exception?.FieldErrors?.GiftCardNo).toBe('Gift card number must be 16 digits.');
  });

  it('asks for the bot check after three wrong tries in a session, then requires it', async () => {
    const client = await shopper([]);
    for (let i = 1; i <= 2; i++) {
      const wrong = await balance(client, GIFT.fiveHundred, { GiftPin: '0000' });
      expect(wrong.body.Result).toEqual({ ShowCaptcha: false });
    }
    const third = await balance(client, GIFT.fiveHundred, { GiftPin: '0000' });
    const asked = third.body.Result as unknown as { ShowCaptcha: boolean; Challenge: Challenge };
    expect(third.body.Exception?.ErrorCode).toBe('GIFT_CARD_NOT_FOUND');
    expect(asked.ShowCaptcha).toBe(true);
    // From now on, even the right PIN needs a solved challenge.
    const without = await balance(client, GIFT.fiveHundred);
    expect(without.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    const challenge = (without.body.Result as unknown as { Challenge: Challenge }).Challenge;
    const token = await solveCaptcha(challenge);
    const solved = await balance(client, GIFT.fiveHundred, { GiftPin: PIN, CaptchaToken: token });
    expect(solved.body.Result).toMatchObject({ Balance: 50_000 });
    // A solved challenge is good once.
    expect((await balance(client, GIFT.fiveHundred, { GiftPin: PIN, CaptchaToken: token })).body.Exception?.ErrorCode).toBe(
      'CAPTCHA_REQUIRED',
    );
    // Another session starts afresh.
    expect((await balance(new ApiClient(), GIFT.fiveHundred)).status).toBe(200);
  });

  it('parallel wrong tries cannot slip past the bot check', async () => {
    const client = await shopper([]);
    await client.verificationToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => balance(client, GIFT.fiveHundred, { GiftPin: '0000' })));
    const codes = answers.map((a) => a.body.Exception?.ErrorCode);
    expect(codes.filter((c) => c === 'GIFT_CARD_NOT_FOUND')).toHaveLength(3);
    expect(codes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(5);
  });
});

describe('using a gift card', () => {
  it('uses part of the balance: the split lists it and the rest is left for the card; check and remove', async () => {
    const pick = ownPiece(303);
    const client = await shopper([{ pick }]);
    const before = await split(client);
    await checked(client, GIFT.fiveHundred);
    const amount = Math.min(10_000, before.Total - 100);
    const used = await use(client, amount);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    // The amount goes by the spec's name alone (GiftCardAmount), not a second one beside it.
    expect(used.body.Result).not.toHaveProperty('Amount');
    expect(used.body.Result).toMatchObject({
      GiftCardAmount: amount,
      IsGiftCardVisible: true,
      IsIMFCardVisible: false,
      IsOneCardVisible: false,
      Split: {
        Total: before.Total,
        Rest: before.Total - amount,
        Tenders: [{ Kind: 'gift_card', Label: '**** **** **** 0001', Amount: amount }],
      },
    });
    expect((await client.get<GiftCheck>(GIFT_CARD_API.check)).body.Result).toEqual({
      GiftCardNo: '**** **** **** 0001',
      GiftCardAmount: amount,
      GiftCardBalance: 50_000,
      MaxGiftCardAmount: 50_000,
    });
    // Using again replaces the amount rather than adding to it.
    expect((await use(client, 5_000)).body.Result!.Split.Tenders).toEqual([
      { Kind: 'gift_card', Label: '**** **** **** 0001', Amount: 5_000 },
    ]);
    const removed = await client.get<Use>(GIFT_CARD_API.remove);
    expect(removed.body.Result).toMatchObject({ GiftCardAmount: 0, Split: { Tenders: [], Rest: before.Total } });
    // Remove clears everything: the card must be checked again.
    expect((await client.get<GiftCheck>(GIFT_CARD_API.check)).body.Result).toEqual({
      GiftCardNo: '',
      GiftCardAmount: 0,
      GiftCardBalance: 0,
      MaxGiftCardAmount: 0,
    });
    expect((await use(client, 100)).body.Exception?.ErrorCode).toBe('GIFT_CARD_NOT_CHECKED');
  });

  it('refuses more than the balance, more than the order, and non-positive or oversized amounts', async () => {
    const client = await shopper([{ pick: ownPiece(304) }], 'en');
    const total = (await split(client)).Total;
    await checked(client, GIFT.fiveHundred);
    const over = await use(client, 50_001);
    expect(over.body.Exception?.ErrorCode).toBe('BALANCE_INSUFFICIENT');
    expect(over.body.Message).toBe('The card’s limit or balance does not cover this amount. Please try another card.');
    if (total < 50_000) expect((await use(client, total + 1)).body.Result).toEqual({ Max: total });
    for (const amount of [0, -5, 1.5, '100', null, 2 ** 53]) {
      expect((await client.post(GIFT_CARD_API.use, { amount })).status).toBe(400);
    }
  });

  it('the card maximum and the 20,000 TL order cap', async () => {
    const pick = dearPiece(0);
    const quantity = Math.ceil(2_600_000 / pick.product.salePrice);
    const client = await shopper([{ pick, quantity }]);
    expect((await split(client)).Total).toBeGreaterThan(2_500_000);
    await checked(client, GIFT.thirtyThousand);
    // Over the card's maximum (25,000 TL) though within its balance.
    expect((await use(client, 2_500_001)).body.Result).toEqual({ Max: 2_500_000 });
    // Within the card's maximum but over the order's cap.
    const capped = await use(client, 2_000_001);
    expect(capped.body.Exception?.ErrorCode).toBe('INVALID_AMOUNT');
    expect(capped.body.Result).toEqual({ Max: 2_000_000 });
    expect((await use(client, 2_000_000)).body.Result!.Split.Tenders[0]!.Amount).toBe(2_000_000);
  });

  it('cannot pay for partner-sold items, in both languages', async () => {
    for (const [lang, message] of [
      ['tr', undefined],
      ['en', 'A gift card, a return-balance card or OneCard points cannot pay for items sold by partner sellers.'],
    ] as const) {
      const client = await shopper([{ pick: partnerPiece(lang === 'tr' ? 30 : 31) }], lang);
      expect((await split(client)).IsGiftCardVisible).toBe(false);
      await checked(client, GIFT.fiveHundred);
      const refused = await use(client, 1_000);
      expect(refused.body.Exception?.ErrorCode).toBe('PARTNER_ITEMS_NOT_PAYABLE');
      if (message) expect(refused.body.Message).toBe(message);
      else expect(refused.body.Message).toMatch(/iş ortağı|satıcı/i);
    }
  });

  it('is refused without a session, with another session, and with an empty bag', async () => {
    const owner = await shopper([{ pick: ownPiece(305) }]);
    await checked(owner, GIFT.fiveHundred);
    const other = await shopper([{ pick: ownPiece(306) }]);
    expect((await use(other, 1_000)).body.Exception?.ErrorCode).toBe('GIFT_CARD_NOT_CHECKED');
    // The other session's verification token does not pass for this one.
    const stranger = await other.verificationToken();
    expect((await owner.post(GIFT_CARD_API.use, { amount: 1_000 }, { token: stranger })).status).toBe(403);
    const empty = await shopper([]);
    await checked(empty, GIFT.fiveHundred);
    expect((await use(empty, 1_000)).body.Result).toEqual({ Max: 0 });
    expect((await new ApiClient().get(GIFT_CARD_API.remove)).status).toBe(403);
  });

  it('repeated and parallel use calls leave one application of the card', async () => {
    const client = await shopper([{ pick: ownPiece(307) }]);
    await checked(client, GIFT.fiveHundred);
    const answers = await Promise.all([1_000, 2_000, 3_000, 1_000, 2_000].map((amount) => use(client, amount)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const tenders = (await split(client)).Tenders;
    expect(tenders).toHaveLength(1);
    expect([1_000, 2_000, 3_000]).toContain(tenders[0]!.Amount);
  });
});
