import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../../src/lib/account/members/schema';
import type { OtpChallenge } from '../../../../src/lib/platform/otp/schema';
import { ApiClient } from '../../../support/api-client';
import { randomUUID } from 'node:crypto';
import type { OrderListPage } from '../../../../src/lib/orders/records/detail-schema';
import { devMove, detailOf, ORDERS, paidOrder } from '../../orders/after-sales/helpers';
import { add } from '../../bag/cart/helpers';
import { CARDS, cartTotal, checkout, checkoutBody, own, saveAddress } from '../../orders/records/helpers';
import { addCard, cards, walletMember } from '../../checkout/wallet/helpers';
import { returnBody } from '../../orders/returns/helpers';
import { latestCode, PASSWORD, registerCustomer, registration, startRegistration } from './helpers';

// Delete my account (docs/behaviour/accounts.md#deleting-the-account, docs/decisions/0029): a code to the phone confirms;
// open orders and pending refunds stop it with their reason; the member is erased and signed out
// everywhere, the orders kept without them, and the e-mail and phone are free to register again.

const INFO = '/cop-api/customer/info';

const sendCode = (client: ApiClient) => client.post<OtpChallenge>(ACCOUNT_API.deleteAccountCode);
const confirm = (client: ApiClient, RequestId: string, Otp: string, options?: { token?: boolean }) =>
  client.post(ACCOUNT_API.deleteAccount, { RequestId, Otp }, options);

/** A member with the deletion's code sent: the client, the form and the challenge. */
async function withCode() {
  const member = await registerCustomer();
  const sent = await sendCode(member.client);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { ...member, requestId: sent.body.Result!.RequestId };
}

/** A fresh member with a saved address: the client, the address and the phone. */
async function registeredWithAddress() {
  const { client, form } = await registerCustomer();
  return { client, addressId: await saveAddress(client), phone: form.CellPhone as string };
}

const signIn = async (client: ApiClient, Username: string) => client.post('/cop-api/customer/login', { Username, Password: PASSWORD });

describe('delete my account', () => {
  it('erases the member after the code to the phone: every session ends, the orders stay without them, the contacts register again', async () => {
    const { client, email, phone, number, orderId } = await paidOrder(1);
    await devMove(client, orderId, 'deliver');
    const elsewhere = new ApiClient();
    expect((await signIn(elsewhere, email)).status).toBe(200);

    const sent = await sendCode(client);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.Result!.Target).toMatch(/\*/);
    const done = await confirm(client, sent.body.Result!.RequestId, await latestCode(client, phone));
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    // Signed out here and on the other device; the old password opens nothing.
    expect((await client.get(INFO)).status).toBe(401);
    expect((await elsewhere.get(INFO)).status).toBe(401);
    expect((await signIn(new ApiClient(), email)).status).toBe(401);
    // The order is no longer anyone's: the new account with the same contacts does not see it.
    const again = await registerCustomer(new ApiClient(), { Email: email, CellPhone: phone });
    expect((await again.client.get(INFO)).body.Result).toMatchObject({ Email: email, CellPhone: phone });
    const list = await again.client.get<{ Orders: unknown[] }>(`/order-web-bff/api/v1/orders?orderNumber=${number}`);
    expect(list.body.Result?.Orders ?? []).toEqual([]);
    expect((await again.client.get(`/order-web-bff/api/v1/orders/detail?orderId=${orderId}`)).status).toBe(404);
  });

  it('erases two members whose orders carried the same idempotency key (the kept orders stay apart)', async () => {
    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const { client, addressId, phone } = await registeredWithAddress();
      await add(client, own(i + 5));
      const paid = await checkout(client, checkoutBody(addressId, await cartTotal(client), CARDS.approves, { IdempotencyKey: key }));
      expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
      const list = await client.get<OrderListPage>(`${ORDERS}?orderNumber=${paid.body.Result!.OrderNumber}`);
      await devMove(client, list.body.Result!.Orders[0]!.OrderId, 'deliver');
      const sent = await sendCode(client);
      const done = await confirm(client, sent.body.Result!.RequestId, await latestCode(client, phone));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
  });

  it('has the wallet provider forget the saved cards: the phone registered again starts with none', async () => {
    const { client, phone } = await walletMember();
    await addCard(client, phone, '5400360000000003', 'Bonus');
    await addCard(client, phone, '4543600000000003', 'Maximum');
    const sent = await sendCode(client);
    expect((await confirm(client, sent.body.Result!.RequestId, await latestCode(client, phone))).status).toBe(200);
    const again = await registerCustomer(new ApiClient(), { CellPhone: phone });
    // The old card's name is free again, and it is the only card.
    await addCard(again.client, phone, '5526080000000006', 'Bonus');
    expect((await cards(again.client)).map((c) => c.Name)).toEqual(['Bonus']);
  });

  it('refuses without the code, with a wrong code, with another member’s code and without the verification header, changing nothing', async () => {
    const a = await withCode();
    const b = await withCode();
    const codeOfB = await latestCode(b.client, b.form.CellPhone as string);

    expect((await a.client.post(ACCOUNT_API.deleteAccount, {})).status).toBe(400);
    const wrong = await confirm(a.client, a.requestId, codeOfB === '000000' ? '111111' : '000000');
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    const stolen = await confirm(a.client, b.requestId, codeOfB);
    expect(stolen.body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
    const forged = await confirm(a.client, a.requestId, await latestCode(a.client, a.form.CellPhone as string), { token: false });
    expect(forged.status).toBe(403);

    for (const member of [a, b]) expect((await member.client.get(INFO)).status).toBe(200);
    // A guest has no account to delete.
    expect((await sendCode(new ApiClient())).status).toBe(401);
  });

  it('erases once when the right code is sent twice at the same time or again afterwards', async () => {
    const { client, form, requestId } = await withCode();
    const code = await latestCode(client, form.CellPhone as string);
    const answers = await Promise.all([confirm(client, requestId, code), confirm(client, requestId, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.any(Number)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const repeated = await confirm(client, requestId, code);
    expect(repeated.status).not.toBe(200);
    // The contacts are free again: one registration goes through.
    const start = await startRegistration(new ApiClient(), registration({ Email: form.Email, CellPhone: form.CellPhone }));
    expect(start.status, JSON.stringify(start.body)).toBe(200);
  });

  it('is stopped by an order on its way (S100) and by a pending return (S101), with the reason in both languages', async () => {
    const { client, orderId } = await paidOrder(1);
    const open = await sendCode(client);
    expect(open.status).toBe(409);
    expect(open.body.Exception?.ErrorCode).toBe('S100');
    expect(open.body.Message).toBe(
      'Devam eden bir siparişiniz varken hesabınız silinemez. Siparişleriniz teslim edildiğinde ya da iptal edildiğinde tekrar deneyin.',
    );
    // The page says so at once, and offers no button.
    const page = await (await client.request('/customer/delete-account')).text();
    expect(page).toContain('Devam eden bir siparişiniz varken hesabınız silinemez.');
    expect(page).not.toContain('btn-danger');
    client.cookies.set('LanguageId', '2');
    expect((await sendCode(client)).body.Message).toBe(
      'Your account cannot be deleted while you have an order in progress. Try again once your orders are delivered or cancelled.',
    );

    await devMove(client, orderId, 'deliver');
    const item = (await detailOf(client, orderId)).Items[0]!;
    const returned = await client.post('/order-web-bff/api/v1/easy-returns', returnBody(orderId, [{ OrderItemId: item.OrderItemID }]));
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const pending = await sendCode(client);
    expect(pending.body.Exception?.ErrorCode).toBe('S101');
    expect(pending.body.Message).toBe('Your account cannot be deleted while a return or refund is pending. Try again once it is complete.');

    // Once the refund is through, the code goes out.
    await devMove(client, orderId, 'return_arrives');
    expect((await sendCode(client)).status).toBe(200);
  });
});
