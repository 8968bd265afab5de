import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COINS_API, type CoinsState } from '../../../../src/lib/checkout/payments/coins/api';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add, variantWhere } from '../../bag/cart/helpers';
import { ayse, pricey } from '../onecard/helpers';
import { CARDS, checkout, checkoutBody, saveAddress } from '../../orders/records/helpers';

// The coins app: members only, linking by the app's token (expired and unreachable apps answer
// their own codes), the value calculation with a coupon code, use within the balance and the cart
// total but never the shipping fee, remove, and a placed order spending the coins once.

type Answer = CoinsState & { Split: PaymentSplit };
const token = (kind = '') => `HOPI-${kind}${randomBytes(5).toString('hex').toUpperCase()}`;

async function linked(kind = '') {
  const { client } = await registerCustomer();
  const answer = await client.post<CoinsState>(COINS_API.updateInfo, { AppToken: token(kind) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { client, state: answer.body.Result! };
}

/** The cheapest piece the store sells (under the free-shipping threshold, so the fee applies). */
const cheap = variantWhere(({ product, variant }) => product.sellerId === 1 && variant.stock >= 5 && product.salePrice < 70_000);

describe('coins app', () => {
  it('is for members: a guest is asked to sign in', async () => {
    const guest = new ApiClient();
    for (const path of [COINS_API.mobileIndex, COINS_API.tokenActive, COINS_API.removeInfo])
      expect((await guest.get(path)).status).toBe(401);
    expect((await guest.post(COINS_API.use, { amount: 1 })).status).toBe(401);
  });

  it('links the app by its token: 150 coins, token active; use before linking is refused', async () => {
    const { client } = await registerCustomer();
    const before = await client.get<CoinsState>(COINS_API.mobileIndex);
    expect(before.body.Result).toEqual({ IsLinked: false, IsTokenActive: false, coinBalance: 0, usedCoins: 0, couponCode: '' });
    const refused = await client.post(COINS_API.use, { amount: 1 });
    expect(refused.body.Exception?.ErrorCode).toBe('COINS_NOT_LINKED');
    const appToken = token();
    const linkedNow = await client.post<CoinsState>(COINS_API.updateInfo, { AppToken: appToken });
    expect(linkedNow.body.Result).toMatchObject({ IsLinked: true, IsTokenActive: true, coinBalance: 150 });
    // Linking again (a reconnect) opens no second welcome.
    expect((await client.post<CoinsState>(COINS_API.updateInfo, { AppToken: appToken })).body.Result!.coinBalance).toBe(150);
    expect((await client.get<{ IsActive: boolean }>(COINS_API.tokenActive)).body.Result).toEqual({ IsActive: true });
    // Another member cannot take over the token.
    const { client: other } = await registerCustomer();
    expect((await other.post(COINS_API.updateInfo, { AppToken: appToken })).body.Exception?.ErrorCode).toBe('COINS_INVALID_TOKEN');
  });

  it("rides in the cart as its coins block (HopiUserResponse): a linked member's, null for a guest or an unlinked member", async () => {
    const guest = new ApiClient();
    expect((await guest.get<{ HopiUserResponse: unknown }>('/cop-api/cart')).body.Result?.HopiUserResponse).toBeNull();
    const { client: unlinked } = await registerCustomer();
    expect((await unlinked.get<{ HopiUserResponse: unknown }>('/cop-api/cart')).body.Result?.HopiUserResponse).toBeNull();
    const { client } = await linked();
    const expected = { coinBalance: 150, usedCoins: 0, couponCode: '' };
    expect((await client.get<{ HopiUserResponse: unknown }>('/cop-api/cart')).body.Result?.HopiUserResponse).toEqual(expected);
    const initial = await client.get<{ Cart: { HopiUserResponse: unknown } }>('/cop-api/cart/initialize');
    expect(initial.body.Result?.Cart.HopiUserResponse).toEqual(expected);
  });

  it('rejects malformed input', async () => {
    const { client } = await linked();
    for (const AppToken of ['', 'hopi', 'HOPI-a b', `HOPI-${'A'.repeat(100)}`]) {
      expect((await client.post(COINS_API.updateInfo, { AppToken })).status).toBe(400);
    }
    for (const amount of [0, -1, 2.5, '10', 1e12]) expect((await client.post(COINS_API.use, { amount })).status).toBe(400);
    expect((await client.post(COINS_API.calculate, { amount: 100, couponCode: 'x'.repeat(50) })).status).toBe(400);
    expect((await client.post(COINS_API.calculate, { amount: -1 })).status).toBe(400);
  });

  it('an expired token must be reconnected; an unreachable app is a connection error, in both languages', async () => {
    const expired = await linked('EXPIRED-');
    expect(expired.state).toMatchObject({ IsLinked: true, IsTokenActive: false });
    expect((await expired.client.get<{ IsActive: boolean }>(COINS_API.tokenActive)).body.Result).toEqual({ IsActive: false });
    const use = await expired.client.post(COINS_API.use, { amount: 1 });
    expect(use.body.Exception?.ErrorCode).toBe('COINS_INVALID_TOKEN');
    expect(use.body.Message).toContain('yeniden bağlayın');
    expired.client.cookies.set('LanguageId', '2');
    expect((await expired.client.post(COINS_API.calculate, { amount: 100 })).body.Message).toContain('Please reconnect your app');
    // Reconnected with a fresh token, the coins are there again.
    expect((await expired.client.post<CoinsState>(COINS_API.updateInfo, { AppToken: token() })).body.Result!.IsTokenActive).toBe(true);

    const offline = await linked('OFFLINE-');
    const check = await offline.client.get(COINS_API.tokenActive);
    expect(check.status).toBe(502);
    expect(check.body.Exception?.ErrorCode).toBe('COINS_CONNECTION_ERROR');
    expect(check.body.Message).toContain('ulaşılamıyor');
    const remove = await offline.client.post(COINS_API.remove);
    expect(remove.body.Exception?.ErrorCode).toBe('COINS_REMOVE_FAILED');
    expect(remove.body.Message).toBe('Coins siparişinizden kaldırılamadı. Lütfen tekrar deneyin.');
    expect((await offline.client.get<{ CanRemove: boolean }>(COINS_API.removeInfo)).body.Result!.CanRemove).toBe(false);
  });

  it('calculates the coins value of an amount, with the app’s coupon code', async () => {
    const { client } = await linked();
    const plain = await client.post(COINS_API.calculate, { amount: 250_000 });
    expect(plain.body.Result).toEqual({ Amount: 250_000, coinBalance: 150, UsableCoins: 150, EarnedCoins: 25, couponCode: '' });
    const doubled = await client.post(COINS_API.calculate, { amount: 5_000, couponCode: 'hopi2x' });
    expect(doubled.body.Result).toEqual({ Amount: 5_000, coinBalance: 150, UsableCoins: 50, EarnedCoins: 0, couponCode: 'HOPI2X' });
    expect((await client.get<CoinsState>(COINS_API.mobileIndex)).body.Result!.couponCode).toBe('HOPI2X');
    const bad = await client.post(COINS_API.calculate, { amount: 5_000, couponCode: 'NOPE' });
    expect(bad.body.Exception?.ErrorCode).toBe('COINS_COUPON_INVALID');
  });

  it('holds the minimum cart, the balance and the cart total; never the shipping fee', async () => {
    const { client } = await linked('GOLD-');
    const empty = await client.post(COINS_API.use, { amount: 1 });
    expect(empty.body.Exception?.ErrorCode).toBe('MINIMUM_CART_NOT_MET');
    await add(client, cheap);
    const split = (await client.get<PaymentSplit>('/cop-api/checkout/payment-split')).body.Result!;
    const goods = split.Caps.coins;
    expect(split.Total - goods).toBe(4_990);
    const aboveBalance = await client.post(COINS_API.use, { amount: 1001 });
    expect(aboveBalance.body.Exception?.ErrorCode).toBe('COINS_AMOUNT_TOO_HIGH');
    const aboveTotal = await client.post(COINS_API.use, { amount: Math.floor(split.Total / 100) + 1 });
    expect(aboveTotal.body.Exception?.ErrorCode).toBe('COINS_AMOUNT_TOO_HIGH');
    expect(aboveTotal.body.Message).toBe('Girdiğiniz tutar coin bakiyenizi ya da sepet tutarını aşıyor.');
    const shipping = await client.post(COINS_API.use, { amount: Math.floor(split.Total / 100) });
    expect(shipping.body.Exception?.ErrorCode).toBe('SHIPPING_FEE_NOT_PAYABLE');
    const used = await client.post<Answer>(COINS_API.use, { amount: 100 });
    expect(used.body.Result).toMatchObject({ usedCoins: 100, coinBalance: 1000 });
    expect(used.body.Result!.Split.Tenders).toEqual([{ Kind: 'coins', Label: 'Coins uygulaması', Amount: 10_000 }]);
    expect((await client.get<{ usedCoins: number; CanRemove: boolean }>(COINS_API.removeInfo)).body.Result).toEqual({
      usedCoins: 100,
      CanRemove: true,
    });
    const removed = await client.post<Answer>(COINS_API.remove);
    expect(removed.body.Result).toMatchObject({ usedCoins: 0 });
    expect(removed.body.Result!.Split.Tenders).toEqual([]);
  });

  it('a placed order spends the coins once; the rest goes to the card', async () => {
    const { client } = await linked();
    const addressId = await saveAddress(client);
    await add(client, pricey(20));
    const used = await client.post<Answer>(COINS_API.use, { amount: 120 });
    const split = used.body.Result!.Split;
    const body = checkoutBody(addressId, split.Total, CARDS.approves);
    const answers = await Promise.all([1, 2, 3].map(() => checkout(client, body)));
    for (const answer of answers) expect(answer.body.Result?.IsSucceed, JSON.stringify(answer.body)).toBe(true);
    expect((await client.get<CoinsState>(COINS_API.mobileIndex)).body.Result!.coinBalance).toBe(30);
  });

  it('Ayşe’s demo app is linked and active', async () => {
    const client = await ayse();
    const state = (await client.get<CoinsState>(COINS_API.mobileIndex)).body.Result!;
    expect(state).toMatchObject({ IsLinked: true, IsTokenActive: true });
    expect(state.coinBalance).toBeGreaterThan(0);
  });
});
