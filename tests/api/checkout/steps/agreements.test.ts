import { describe, expect, it } from 'vitest';
import { CHECKOUT_API, type AgreementsResult } from '../../../../src/lib/checkout/steps/schema';
import { formatPrice } from '../../../../src/lib/platform/money/format';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { ownPiece, saveAddress, storesIn } from './helpers';

type Summary = { TotalAmountToBePaid: number; ShippingFee: number };
type Line = { Brand: string; DisplayName: string; Size: string; SalePrice: number; LineTotal: number; Quantity: number };

describe('agreements', () => {
  it("draw both documents from this order's lines, prices, addresses and payment, values escaped", async () => {
    const { client, form } = await registerCustomer();
    const piece = ownPiece(70);
    await add(client, piece, 2);
    const home = await saveAddress(client, { AddressText: 'Moda Caddesi No: 12 & Bahariye #3' });
    const answer = await client.post<AgreementsResult>(CHECKOUT_API.agreements, {
      ShippingAddressId: home,
      BillingAddressId: home,
      PickupLocationId: 0,
      PaymentMethods: ['credit_card'],
      InstallmentCount: 3,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { DistanceSalesAgreement: dsa, PreInformationForm: pre } = answer.body.Result!;
    const cart = (await client.get<{ GroupedProducts: { Products: Line[] }[] }>('/cop-api/cart')).body.Result!;
    const line = cart.GroupedProducts[0]!.Products[0]!;
    const summary = (await client.get<Summary>('/cop-api/cart/summary')).body.Result!;
    for (const doc of [dsa, pre]) {
      expect(doc).toContain(line.DisplayName.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
      expect(doc).toContain(`<td>${line.Size}</td>`);
      expect(doc).toContain(`<td>2</td>`);
      expect(doc).toContain(formatPrice(line.SalePrice));
      expect(doc).toContain(formatPrice(line.LineTotal));
      expect(doc).toContain(formatPrice(summary.TotalAmountToBePaid));
      expect(doc).toContain(String(form.Email));
      expect(doc).toContain('Moda Caddesi No: 12 &amp; Bahariye #3');
      expect(doc).not.toContain('12 & Bahariye');
      expect(doc).toContain('Kredi kartı');
      expect(doc).toMatch(/Taksit: 3/);
    }
    expect(dsa).toContain('Mesafeli Satış Sözleşmesi');
    expect(dsa).toContain('14 gün');
    expect(pre).toContain('Ön Bilgilendirme Formu');
  });

  it('name the store for a pickup order, in English for an English shopper', async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(71));
    const home = await saveAddress(client);
    const [store] = await storesIn(client, 6);
    client.cookies.set('LanguageId', '2');
    const answer = await client.post<AgreementsResult>(CHECKOUT_API.agreements, {
      ShippingAddressId: 0,
      BillingAddressId: home,
      PickupLocationId: store!.Id,
      PaymentMethods: ['debit_card'],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const dsa = answer.body.Result!.DistanceSalesAgreement;
    expect(dsa).toContain('Distance Sales Agreement');
    expect(dsa).toContain(store!.Name);
    expect(dsa).toContain('Debit card');
    expect(dsa).toContain('Single payment');
  });

  it("answer another member's address as a missing one, and refuse bad input", async () => {
    const { client } = await registerCustomer();
    await add(client, ownPiece(72));
    const other = await registerCustomer();
    const theirs = await saveAddress(other.client);
    const foreign = await client.post(CHECKOUT_API.agreements, {
      ShippingAddressId: theirs,
      BillingAddressId: theirs,
      PaymentMethods: ['credit_card'],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.Exception?.ErrorCode).toBe('ADDRESS_NOT_FOUND');
    expect((await client.post(CHECKOUT_API.agreements, { ShippingAddressId: 'x', PaymentMethods: [] })).status).toBe(400);
  });

  it('serve the privacy notice', async () => {
    const answer = await new ApiClient().get<{ Title: string; Html: string }>(CHECKOUT_API.privacyNotice);
    expect(answer.body.Result!.Title).toBe('Aydınlatma Metni');
    expect(answer.body.Result!.Html).toMatch(/^<p>/);
  });
});
