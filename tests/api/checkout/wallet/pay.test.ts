import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TransactionTokenAnswer } from '../../../../src/lib/checkout/payments/wallet/api';
import type { ApiClient } from '../../../support/api-client';
import { cartTotal, checkout, finishThreeD, own, saveAddress, threeDMessageOf } from '../../orders/records/helpers';
import { addCard, customerIdOf, WALLET_API, walletMember } from './helpers';

// Paying the rest of an order with a saved card: the tokens, the bank's instalment rules, 3-D
// Secure through the store's 3-D return, and one charge for one idempotency key.

/** A member with a saved address, a piece in the bag and one saved card; their wallet token. */
async function shopperWith(card: string, pick: number) {
  const { client, phone } = await walletMember();
  await addCard(client, phone, card, 'Kartım');
  const customerId = await customerIdOf(client, own(pick));
  const addressId = await saveAddress(client);
  const token = (await client.post<{ Token: string; ReferenceNo: string }>(WALLET_API.token, { phone, customerId })).body.Result!;
  return { client, phone, addressId, token };
}

async function transaction(client: ApiClient, token: string, installmentCount = 1) {
  return client.post<TransactionTokenAnswer>(WALLET_API.transactionToken, { token, cardName: 'Kartım', installmentCount });
}

function walletCheckout(addressId: number, total: number, info: TransactionTokenAnswer, key = randomUUID()) {
  return {
    OrderInfo: { ShippingAddressID: addressId, IsUseShippingInfoAsBillingInfo: true, PaymentMethodCode: 'masterpass' },
    MasterPassInfo: {
      Token: info.Token,
      TransactionToken: info.TransactionToken,
      ReferenceNo: info.ReferenceNo,
      InstallmentCount: info.InstallmentCount,
      MaskedCardNumber: info.MaskedCardNumber,
      CardAliasName: info.CardAliasName,
      UseMasterPass: true,
    },
    AgreementsAccepted: true,
    TotalAmountToBePaid: total,
    IdempotencyKey: key,
  };
}

describe('card wallet: paying with a saved card', () => {
  it('pays once for one idempotency key, even sent twice in parallel; the amount to the wallet is in minor units', async () => {
    const shopper = await shopperWith('5400360000000003', 40);
    const total = await cartTotal(shopper.client);
    const info = (await transaction(shopper.client, shopper.token.Token)).body.Result!;
    expect(info).toMatchObject({
      MaskedCardNumber: '5400**********03',
      CardAliasName: 'Kartım',
      InstallmentCount: 1,
      AmountMinorUnits: total,
    });
    const body = walletCheckout(shopper.addressId, total, info);
    const [first, second] = await Promise.all([checkout(shopper.client, body), checkout(shopper.client, body)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({ IsSucceed: true, IsAsyncPayment: false });
    expect(second.body.Result!.OrderNumber).toBe(first.body.Result!.OrderNumber);
    const again = await checkout(shopper.client, body);
    expect(again.body.Result!.OrderNumber).toBe(first.body.Result!.OrderNumber);
  });

  it('a card whose bank verifies every payment answers 5010: 3-D Secure in the modal, finished by the store 3-D return', async () => {
    const shopper = await shopperWith('5526080000000006', 60);
    const total = await cartTotal(shopper.client);
    const info = (await transaction(shopper.client, shopper.token.Token)).body.Result!;
    const answer = await checkout(shopper.client, walletCheckout(shopper.addressId, total, info));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.Result).toMatchObject({ IsSucceed: true, IsAsyncPayment: true });
    expect(answer.body.Result!.RedirectUrl).toMatch(/^\/sandbox-bank\/3d\//);
    const page = await finishThreeD(shopper.client, answer.body.Result!.RedirectUrl!, 'verify');
    expect(threeDMessageOf(page).message).toMatchObject({ status: 'approved' });
  });

  it("refuses an instalment count the card's bank does not offer, and another member's tokens", async () => {
    const shopper = await shopperWith('5400360000000003', 61);
    const refused = await transaction(shopper.client, shopper.token.Token, 11);
    expect(refused.status).toBe(400);
    expect(refused.body.Exception?.ErrorCode).toBe('INVALID_INSTALLMENT');
    const info = (await transaction(shopper.client, shopper.token.Token)).body.Result!;
    const thief = await shopperWith('4543600000000003', 62);
    const total = await cartTotal(thief.client);
    const stolen = await checkout(thief.client, walletCheckout(thief.addressId, total, info));
    expect(stolen.status).toBe(402);
    expect(stolen.body.Result).toMatchObject({ IsSucceed: false });
    // A token changed after the fact (another instalment count than the transaction token's) is refused too.
    const own = (await transaction(thief.client, thief.token.Token)).body.Result!;
    const changed = await checkout(thief.client, walletCheckout(thief.addressId, total, { ...own, InstallmentCount: 3 }));
    expect(changed.body.Result).toMatchObject({ IsSucceed: false });
  });
});
