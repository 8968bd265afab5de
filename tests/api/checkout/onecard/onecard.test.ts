import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { ONECARD_API, type OneCardState } from '../../../../src/lib/checkout/payments/onecard/api';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { solveCaptcha } from '../../../support/captcha';
import { add } from '../../bag/cart/helpers';
import { marketplacePiece } from '../steps/helpers';
import { ayse, cardBody, codeFor, DEMO_CARD_PHONE, DEMO_CARDS, enter, freeCard, lastSms, pricey, type UseAnswer } from './helpers';

// The OneCard gateway's calls: proving a card, each gateway failure with its own text in both
// languages, the bot check after wrong tries, the points' limits, the confirmation-code flow and
// another session's code, remove, the calculations, the member's details and statement.

async function shopper(n: number, card: number) {
  const client = new ApiClient();
  await add(client, pricey(n));
  const state = await enter(client, freeCard(card));
  return { client, state };
}

const use = (client: ApiClient, body: unknown) => client.post<UseAnswer>(ONECARD_API.use, body);

describe('OneCard balance', () => {
  it('answers the card’s points, the most this order may use and the points it earns', async () => {
    const { client, state } = await shopper(0, 1);
    expect(state).toMatchObject({
      IsEntered: true,
      CardNo: '7000 **** **** 0101',
      PointsBalance: 2500,
      MaxUsablePoints: 1000,
      TotalUsePoint: 0,
      IsOtp: false,
    });
    expect(state.EarnedPoints).toBeGreaterThan(0);
    const check = await client.get<OneCardState>(ONECARD_API.check);
    expect(check.body.Result).toEqual(state);
  });

  it.each([
    [
      'wrong PIN',
      cardBody(freeCard(2), { LoyaltyCardPin: '9999' }),
      400,
      'ONECARD_WRONG_CARD',
      'Kart numarası ya da kart şifresi hatalı',
      'The card number or PIN is incorrect',
    ],
    [
      'unknown card',
      cardBody('7999999999999999'),
      400,
      'ONECARD_WRONG_CARD',
      'Kart numarası ya da kart şifresi hatalı',
      'The card number or PIN is incorrect',
    ],
    [
      'another phone',
      cardBody(freeCard(2), { PhoneNumber: '5329999999' }),
      400,
      'ONECARD_PHONE_MISMATCH',
      'bu karta kayıtlı değil',
      'not registered to this card',
    ],
    ['expired card', cardBody(DEMO_CARDS.expired.cardNo), 409, 'ONECARD_EXPIRED', 'süresi dolmuş', 'has expired'],
    ['inactive card', cardBody(DEMO_CARDS.inactive.cardNo), 409, 'ONECARD_INACTIVE', 'kullanıma kapalıdır', 'not active'],
    [
      'card over its limit',
      cardBody(DEMO_CARDS.limitExceeded.cardNo),
      409,
      'ONECARD_LIMIT_EXCEEDED',
      'limiti aşıldı',
      'reached its points limit',
    ],
    [
      'a member’s card',
      cardBody(DEMO_CARDS.ayse.cardNo, { PhoneNumber: '5321234567' }),
      409,
      'ONECARD_ALREADY_REGISTERED',
      'başka bir üyeliğe kayıtlıdır',
      'registered to another account',
    ],
  ])('%s: its gateway code and text, in Turkish and English', async (_name, body, status, code, tr, en) => {
    for (const [lang, text] of [
      ['1', tr],
      ['2', en],
    ] as const) {
      const client = new ApiClient();
      client.cookies.set('LanguageId', lang);
      const answer = await client.post(ONECARD_API.balance, body);
      expect(answer.status).toBe(status);
      expect(answer.body.Exception?.ErrorCode).toBe(code);
      expect(answer.body.Message).toContain(text);
    }
  });

  it('takes the card number as printed, in groups of four', async () => {
    const client = new ApiClient();
    await add(client, pricey(15));
    const state = await enter(client, freeCard(15).replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(state).toMatchObject({ IsEntered: true, CardNo: '7000 **** **** 0115', PointsBalance: 2500 });
  });

  it('rejects malformed and oversized input without calling the gateway', async () => {
    const client = new ApiClient();
    for (const body of [
      cardBody('123'),
      cardBody(freeCard(2), { LoyaltyCardPin: '12345' }),
      cardBody(freeCard(2), { PhoneNumber: '0532123456' }),
      cardBody(freeCard(2), { PhoneNumber: '5'.repeat(500) }),
      cardBody(freeCard(2), { CaptchaToken: 'x'.repeat(20_000) }),
      { LoyaltyCardNo: 7000000000000101 },
    ]) {
      const answer = await client.post(ONECARD_API.balance, body);
      expect(answer.status).toBe(400);
      expect(answer.body.Exception?.ErrorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('asks for the bot check after three wrong tries, and takes a solved one', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    const wrong = cardBody(freeCard(3), { LoyaltyCardPin: '0000' });
    const first = await Promise.all([1, 2, 3].map(() => client.post<{ ShowCaptcha: boolean }>(ONECARD_API.balance, wrong)));
    expect(first.map((a) => a.body.Exception?.ErrorCode)).toEqual(['ONECARD_WRONG_CARD', 'ONECARD_WRONG_CARD', 'ONECARD_WRONG_CARD']);
    expect(first.some((a) => a.body.Result?.ShowCaptcha)).toBe(true);
    const right = await client.post<{ ShowCaptcha: boolean; Challenge: Challenge }>(ONECARD_API.balance, cardBody(freeCard(3)));
    expect(right.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    expect(right.body.Result?.ShowCaptcha).toBe(true);
    const bogus = await client.post(ONECARD_API.balance, cardBody(freeCard(3), { CaptchaToken: 'bm90IGEgdG9rZW4=' }));
    expect(bogus.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    const token = await solveCaptcha(right.body.Result!.Challenge);
    const solved = await client.post<OneCardState>(ONECARD_API.balance, cardBody(freeCard(3), { CaptchaToken: token }));
    expect(solved.status, JSON.stringify(solved.body)).toBe(200);
    // A solved challenge counts once; a success clears the count.
    expect((await client.post(ONECARD_API.balance, cardBody(freeCard(3)))).status).toBe(200);
  });
});

describe('using points', () => {
  it('refuses before a card is entered, and on a cart under 1 TL', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    const none = await use(client, { Point: 10, PrioritySelection: 1 });
    expect(none.body.Exception?.ErrorCode).toBe('ONECARD_NOT_ENTERED');
    await enter(client, freeCard(4));
    const empty = await use(client, { Point: 10, PrioritySelection: 1 });
    expect(empty.body.Exception?.ErrorCode).toBe('MINIMUM_CART_NOT_MET');
    expect(empty.body.Message).toContain('1 TL');
  });

  it('holds points above 0, within the balance, the provider’s maximum and 70 % of the order', async () => {
    const { client, state } = await shopper(1, 4);
    for (const Point of [0, -5, 1.5, 'ten', 10_000_001]) {
      const answer = await use(client, { Point, PrioritySelection: 1 });
      expect(answer.body.Exception?.ErrorCode, String(Point)).toBe('VALIDATION_ERROR');
    }
    expect((await use(client, { Point: 10, PrioritySelection: 2 })).body.Exception?.ErrorCode).toBe('VALIDATION_ERROR');
    const over = await use(client, { Point: 2501, PrioritySelection: 1 });
    expect(over.body.Exception?.ErrorCode).toBe('BALANCE_INSUFFICIENT');
    const max = await use(client, { Point: state.MaxUsablePoints + 1, PrioritySelection: 1 });
    expect(max.body.Exception?.ErrorCode).toBe('INVALID_AMOUNT');
    expect(max.body.Result).toEqual({ Max: state.MaxUsablePoints });
    const split = (await client.get<PaymentSplit>('/cop-api/checkout/payment-split')).body.Result!;
    expect(state.MaxUsablePoints).toBe(Math.min(1000, Math.floor(split.Caps.loyalty / 100)));
    expect(split.Caps.loyalty).toBeLessThanOrEqual(Math.floor(split.Total * 0.7));
  });

  it('uses points at once with PrioritySelection 1; the split and the check follow', async () => {
    const { client } = await shopper(2, 5);
    const answer = await use(client, { Point: 120, PrioritySelection: 1 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Result).toMatchObject({ TotalUsePoint: 120, IsOtp: false, PointsBalance: 2500 });
    expect(answer.body.Result!.Split.Tenders).toEqual([{ Kind: 'loyalty', Label: '7000 **** **** 0105', Amount: 12_000 }]);
    expect(answer.body.Result!.Split.Rest).toBe(answer.body.Result!.Split.Total - 12_000);
    // Used again: the new amount replaces the first, never adds to it; repeated and parallel calls agree.
    const again = await Promise.all([1, 2, 3, 4, 5].map(() => use(client, { Point: 80, PrioritySelection: 1 })));
    for (const a of again) expect(a.body.Result?.Split.Tenders).toEqual([{ Kind: 'loyalty', Label: '7000 **** **** 0105', Amount: 8_000 }]);
    expect((await client.get<OneCardState>(ONECARD_API.check)).body.Result!.TotalUsePoint).toBe(80);
    const removed = await client.post<PaymentSplit>(ONECARD_API.remove);
    expect(removed.body.Result!.Tenders).toEqual([]);
    expect((await client.get<OneCardState>(ONECARD_API.check)).body.Result!.IsEntered).toBe(false);
  });

  it('cannot pay for partner-sold items', async () => {
    const client = new ApiClient();
    await add(client, marketplacePiece(3));
    await enter(client, freeCard(6));
    const answer = await use(client, { Point: 10, PrioritySelection: 1 });
    expect(answer.body.Exception?.ErrorCode).toBe('PARTNER_ITEMS_NOT_PAYABLE');
  });

  it('a locked card answers that the points were not applied', async () => {
    const client = new ApiClient();
    await add(client, pricey(3));
    await enter(client, DEMO_CARDS.pointsLocked.cardNo);
    const answer = await use(client, { Point: 10, PrioritySelection: 1 });
    expect(answer.body.Exception?.ErrorCode).toBe('ONECARD_POINTS_NOT_APPLIED');
    expect(answer.body.Message).toBe('Puanlarınız uygulanamadı. Lütfen tekrar deneyin.');
  });
});

describe('the confirmation code flow', () => {
  it('sends a code to the card’s phone, counts wrong tries up to otpMaxTryCount, then applies the right code', async () => {
    const { client } = await shopper(4, 7);
    const sent = await use(client, { Point: 150, PrioritySelection: 0 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Result).toMatchObject({
      IsOtp: true,
      PendingPoint: 150,
      TotalUsePoint: 0,
      TryCount: 0,
      OtpMaxTryCount: 3,
      Target: '(555) *** ** 33',
    });
    expect(sent.body.Result!.ResendSeconds).toBeGreaterThan(0);
    expect(sent.body.Result!.Split.Tenders).toEqual([]);
    expect(await lastSms(client, DEMO_CARD_PHONE)).toContain('150 puan');
    const code = await codeFor(client, DEMO_CARD_PHONE);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const first = await use(client, { ConfirmationCode: wrong });
    expect(first.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    expect(first.body.Result).toEqual({ TryCount: 1, OtpMaxTryCount: 3 });
    expect((await client.get<OneCardState>(ONECARD_API.check)).body.Result!.TryCount).toBe(1);
    const right = await use(client, { ConfirmationCode: code });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.Result).toMatchObject({ IsOtp: false, TotalUsePoint: 150 });
    expect(right.body.Result!.Split.Tenders[0]!.Amount).toBe(15_000);
    // A spent code does not work again.
    expect((await use(client, { ConfirmationCode: code })).body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
  });

  it('after otpMaxTryCount wrong codes even the right one is refused; the resend waits its countdown', async () => {
    const { client } = await shopper(5, 8);
    await use(client, { Point: 50, PrioritySelection: 0 });
    const code = await codeFor(client, DEMO_CARD_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all([1, 2, 3, 4, 5].map(() => use(client, { ConfirmationCode: wrong })));
    const codes = tries.map((t) => t.body.Exception?.ErrorCode).sort();
    expect(codes.filter((c) => c === 'OTP_WRONG')).toHaveLength(3);
    expect(codes.filter((c) => c === 'OTP_TOO_MANY_ATTEMPTS')).toHaveLength(2);
    const state = (await client.get<OneCardState>(ONECARD_API.check)).body.Result!;
    expect(state.TryCount).toBe(state.OtpMaxTryCount);
    expect((await use(client, { ConfirmationCode: code })).body.Exception?.ErrorCode).toBe('OTP_TOO_MANY_ATTEMPTS');
    const resend = await client.post(ONECARD_API.sendCode);
    expect(resend.body.Exception?.ErrorCode).toBe('OTP_RESEND_WAIT');
    expect((resend.body.Result as { ResendSeconds: number }).ResendSeconds).toBeGreaterThan(0);
    const cancelled = await client.post<OneCardState>(ONECARD_API.cancelCode);
    expect(cancelled.body.Result).toMatchObject({ IsOtp: false, TotalUsePoint: 0 });
    expect((await client.post(ONECARD_API.sendCode)).body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
  });

  it('another session cannot answer the code, even with the same card', async () => {
    const { client } = await shopper(6, 9);
    await use(client, { Point: 40, PrioritySelection: 0 });
    const code = await codeFor(client, DEMO_CARD_PHONE);
    const other = new ApiClient();
    await add(other, pricey(7));
    await other.verificationToken();
    expect((await use(other, { ConfirmationCode: code })).body.Exception?.ErrorCode).toBe('ONECARD_NOT_ENTERED');
    await enter(other, freeCard(9));
    expect((await use(other, { ConfirmationCode: code })).body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
    expect((await use(client, { ConfirmationCode: code })).body.Result?.TotalUsePoint).toBe(40);
  });

  it('a card whose phone cannot be reached: the code was not sent, in both languages', async () => {
    for (const [lang, text] of [
      ['1', 'Onay kodu gönderilemedi'],
      ['2', 'We could not send the confirmation code'],
    ] as const) {
      const client = new ApiClient();
      client.cookies.set('LanguageId', lang);
      await add(client, pricey(8));
      await enter(client, DEMO_CARDS.otpUnreachable.cardNo);
      const answer = await use(client, { Point: 10, PrioritySelection: 0 });
      expect(answer.status).toBe(502);
      expect(answer.body.Exception?.ErrorCode).toBe('ONECARD_OTP_NOT_SENT');
      expect(answer.body.Message).toContain(text);
    }
  });
});

describe('calculations, details and statement', () => {
  it('point calculation and the loyalty point calculation', async () => {
    const { client, state } = await shopper(9, 10);
    const split = (await client.get<PaymentSplit>('/cop-api/checkout/payment-split')).body.Result!;
    const calc = await client.get<{ Amount: number; Rest: number }>(`${ONECARD_API.pointCalculation}?point=100`);
    expect(calc.body.Result).toMatchObject({ Point: 100, Amount: 10_000, Rest: split.Rest - 10_000 });
    const earn = await client.get<{ EarnedPoints: number }>(
      `${ONECARD_API.loyaltyPointCalculation}?paymentCode=credit_card&installmentCount=3`,
    );
    expect(earn.body.Result).toMatchObject({
      PaymentCode: 'credit_card',
      InstallmentCount: 3,
      EarnedPoints: state.EarnedPoints,
      CreditedAfterDays: 30,
    });
    expect((await client.get(`${ONECARD_API.pointCalculation}?point=-1`)).status).toBe(400);
    expect((await client.get(`${ONECARD_API.loyaltyPointCalculation}?installmentCount=99`)).status).toBe(400);
  });

  it('the member’s card details and statement by e-mail; a guest is asked to sign in', async () => {
    const client = await ayse();
    const details = await client.get<{ Data: { IsPhoneSucceeded: boolean }; DataModel: Record<string, unknown> }>(ONECARD_API.details);
    expect(details.body.Result!.Data.IsPhoneSucceeded).toBe(true);
    expect(details.body.Result!.DataModel).toMatchObject({ CurrentSegment: expect.any(String), CardNo: '7000 **** **** 0011' });
    expect(Number(details.body.Result!.DataModel.PointsBalance)).toBeGreaterThan(0);
    const sent = await client.post(ONECARD_API.sendStatement);
    expect(sent.status).toBe(200);
    expect(sent.body.Message).toBe('Puan ekstreniz e-posta adresinize gönderildi.');
    const { body } = await client.get<{ subject: string; body: string }[]>('/dev/outbox.json?recipient=ayse@vitrin.example&limit=1');
    expect(body.Result![0]!.subject).toBe('OneCard puan ekstreniz');
    expect(body.Result![0]!.body).toContain('7000 **** **** 0011');
    const guest = new ApiClient();
    expect((await guest.get(ONECARD_API.details)).status).toBe(401);
    expect((await guest.post(ONECARD_API.sendStatement)).status).toBe(401);
  });

  it('Ayşe’s own card works for her', async () => {
    const client = await ayse();
    const state = await enter(client, DEMO_CARDS.ayse.cardNo, { PhoneNumber: '(532) 123 45 67' });
    expect(state.IsEntered).toBe(true);
    await client.post(ONECARD_API.remove);
  });
});
