import { describe, expect, it } from 'vitest';
import {
  type CardUse,
  IMF_CARD_API,
  type ImfBalance,
  type ImfCardInfo,
  type ImfCheck,
} from '../../../../src/lib/checkout/payments/giftcards/schema';
import type { OtpChallenge } from '../../../../src/lib/platform/otp/schema';
import { ApiClient } from '../../../support/api-client';
import { latestCode, registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { AYSE, checked, GIFT, IMF_AYSE, ownPiece } from './helpers';

// The return-balance (IMF) card calls of docs/behaviour/payments.md#return-balance-card: members only; a code to the
// member's phone first, then the phone's cards from the code, the balance, use, remove and check.

type Use = CardUse & { IMFCardAmount: number };

async function ayse(lang: 'tr' | 'en' = 'tr'): Promise<ApiClient> {
  const client = new ApiClient();
  if (lang === 'en') client.cookies.set('LanguageId', '2');
  expect((await client.post('/cop-api/customer/login', { Username: AYSE.Username, Password: AYSE.Password })).status).toBe(200);
  client.forgetToken();
  return client;
}

/** Sends the code and answers it: the phone's cards. */
async function unlocked(client: ApiClient, phone: string) {
  const sent = await client.post<OtpChallenge>(IMF_CARD_API.sendCode);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return client.get<ImfCardInfo>(`${IMF_CARD_API.cardInfo}?code=${await latestCode(client, phone)}`);
}

describe('return-balance card', () => {
  it('is for members: a guest is asked to sign in, in both languages', async () => {
    const tr = await new ApiClient().post(IMF_CARD_API.sendCode);
    expect(tr.body.Exception?.ErrorCode).toBe('SESSION_TIMEOUT');
    const en = new ApiClient();
    en.cookies.set('LanguageId', '2');
    expect((await en.post(IMF_CARD_API.sendCode)).body.Message).toMatch(/sign in|session/i);
  });

  it('code, cards, balance, use, check, remove: the whole flow for Ayşe', async () => {
    const client = await ayse();
    await add(client, ownPiece(320));
    // Nothing before the code.
    const early = await client.post(IMF_CARD_API.balance, { LoyaltyCardNo: IMF_AYSE });
    expect(early.body.Exception?.ErrorCode).toBe('IMF_CODE_REQUIRED');
    expect(early.body.Message).toBe('Lütfen önce telefonunuza gönderilen doğrulama kodunu girin.');
    expect((await client.get(`${IMF_CARD_API.cardInfo}?code=123456`)).body.Exception?.ErrorCode).toBe('IMF_CODE_REQUIRED');
    const sent = await client.post<OtpChallenge>(IMF_CARD_API.sendCode);
    expect(sent.body.Result).toMatchObject({ Target: expect.stringContaining('67'), TryCount: 0 });
    const code = await latestCode(client, AYSE.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.get(`${IMF_CARD_API.cardInfo}?code=${wrong}`)).body.Exception?.ErrorCode).toBe('OTP_WRONG');
    const info = await client.get<ImfCardInfo>(`${IMF_CARD_API.cardInfo}?code=${code}`);
    expect(info.body.Result).toEqual({ Cards: [{ LoyaltyCardNo: IMF_AYSE, MaskedNo: '**** **** **** 0001' }] });
    // Another member's number is not among the phone's cards.
    expect((await client.post(IMF_CARD_API.balance, { LoyaltyCardNo: GIFT.fiveHundred })).body.Exception?.ErrorCode).toBe(
      'IMF_CARD_NOT_FOUND',
    );
    expect((await client.post(IMF_CARD_API.use, { amount: 100 })).body.Exception?.ErrorCode).toBe('IMF_CARD_NOT_CHECKED');
    const balance = await client.post<ImfBalance>(IMF_CARD_API.balance, { LoyaltyCardNo: IMF_AYSE });
    expect(balance.body.Result).toMatchObject({ MaxIMFAmount: balance.body.Result!.Balance });
    expect(balance.body.Result!.IMFCardInfoText).toMatch(/^Bu kartla tek bir siparişte en fazla [\d.,]+ TL ödeyebilirsiniz\.$/);
    const available = balance.body.Result!.Balance;
    expect((await client.post(IMF_CARD_API.use, { amount: available + 1 })).body.Exception?.ErrorCode).toBe('BALANCE_INSUFFICIENT');
    const used = await client.post<Use>(IMF_CARD_API.use, { amount: 1_000 });
    expect(used.body.Result).toMatchObject({
      IMFCardAmount: 1_000,
      IsGiftCardVisible: false,
      IsIMFCardVisible: true,
      IsOneCardVisible: false,
      Split: { Tenders: [{ Kind: 'imf_card', Label: '**** **** **** 0001', Amount: 1_000 }] },
    });
    expect((await client.get<ImfCheck>(IMF_CARD_API.check)).body.Result).toEqual({
      IMFCardNo: '**** **** **** 0001',
      IMFCardAmount: 1_000,
      IMFCardBalance: available,
      MaxIMFCardAmount: available,
    });
    // Gift card and return card do not combine.
    await checked(client, GIFT.fiveHundred);
    const combined = await client.post('/cop-api/giftcard/use', { amount: 1_000 });
    expect(combined.body.Exception?.ErrorCode).toBe('CARDS_CANNOT_BE_COMBINED');
    expect(combined.body.Message).toBe('Hediye kartı, iade bakiye kartı ve OneCard puanı aynı siparişte birlikte kullanılamaz.');
    const removed = await client.get<Use>(IMF_CARD_API.remove);
    expect(removed.body.Result).toMatchObject({ IMFCardAmount: 0, IsGiftCardVisible: true, Split: { Tenders: [] } });
    // Remove clears everything: a new code is needed.
    expect((await client.post(IMF_CARD_API.use, { amount: 1_000 })).body.Exception?.ErrorCode).toBe('IMF_CODE_REQUIRED');
    expect((await client.get<ImfCheck>(IMF_CARD_API.check)).body.Result!.IMFCardNo).toBe('');
  });

  it('in English: the refusals in English, and the combination rule explained', async () => {
    const client = await ayse('en');
    await add(client, ownPiece(321));
    const early = await client.post(IMF_CARD_API.use, { amount: 100 });
    expect(early.body.Message).toBe('Please first enter the verification code we sent to your phone.');
    await checked(client, GIFT.fiveHundred);
    expect((await client.post('/cop-api/giftcard/use', { amount: 1_000 })).status).toBe(200);
    const info = await unlocked(client, AYSE.phone);
    expect(info.status).toBe(200);
    const balance = await client.post<ImfBalance>(IMF_CARD_API.balance, { LoyaltyCardNo: IMF_AYSE });
    expect(balance.body.Result!.IMFCardInfoText).toMatch(/^You may pay up to [\d.,]+ TL of a single order with this card\.$/);
    const combined = await client.post(IMF_CARD_API.use, { amount: 1_000 });
    expect(combined.body.Exception?.ErrorCode).toBe('CARDS_CANNOT_BE_COMBINED');
    expect(combined.body.Message).toBe('A gift card, a return-balance card and OneCard points cannot be used together on one order.');
    await client.get('/cop-api/giftcard/remove');
    await client.get(IMF_CARD_API.remove);
  });

  it('a member whose phone has no card: IMF_CARD_NOT_FOUND after the code', async () => {
    const { client, form } = await registerCustomer();
    const info = await unlocked(client, form.CellPhone as string);
    expect(info.body.Exception?.ErrorCode).toBe('IMF_CARD_NOT_FOUND');
    expect(info.body.Message).toBe('Telefon numaranıza tanımlı bir iade bakiye kartı bulunamadı.');
  });

  it('refuses malformed input', async () => {
    const client = await ayse();
    for (const query of ['code=12345', 'code=abcdef', 'code=1234567', '']) {
      expect((await client.get(`${IMF_CARD_API.cardInfo}?${query}`)).status).toBe(400);
    }
    for (const LoyaltyCardNo of ['753212345670000', '75321234567000011', 'x'.repeat(100), 7532123456700001]) {
      expect((await client.post(IMF_CARD_API.balance, { LoyaltyCardNo })).status).toBe(400);
    }
    for (const amount of [0, -1, 0.5, 'all']) expect((await client.post(IMF_CARD_API.use, { amount })).status).toBe(400);
  });
});
