import { describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import { detailOf, ORDERS } from '../after-sales/helpers';
import { plenty } from '../../bag/cart/helpers';
import type { OrderListPage } from '../../../../src/lib/orders/records/detail-schema';
import { CARDS, cartTotal, checkout, checkoutBody, member } from './helpers';

// An order placed in English reads its campaign names in the language of the page that shows it
// (issue 24, 12a): the order keeps the campaign, not the text of the moment.

describe('campaign names on an order', () => {
  it('placed in English, the Turkish confirmation and order detail name the campaign in Turkish', async () => {
    const shopper = await member([{ pick: plenty(173) }]);
    shopper.client.cookies.set('LanguageId', '2');
    const shown = await cartTotal(shopper.client);
    const control = await shopper.client.post<{ ActualAmount: number }>(CHECKOUT_API.amountControl, {
      TotalAmountToBePaid: shown,
      PaymentMethodCode: 'credit_card',
      CardNo: CARDS.campaign,
      isPickup: false,
    });
    const placed = await checkout(shopper.client, checkoutBody(shopper.addressId, control.body.Result!.ActualAmount, CARDS.campaign));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.Result!.OrderNumber!;
    const names = async () =>
      (await shopper.client.get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${number}`)).body.Result!.Discounts.map(
        (d) => d.Name,
      );
    // An automatic campaign of the bag, a threshold campaign and the card's payment campaign.
    expect(await names()).toEqual([
      'Home and living: 100 TL off each candle',
      '250 TL off orders of 2.500 TL or more',
      '10% off with İş Bankası Maximum cards',
    ]);

    shopper.client.cookies.set('LanguageId', '1');
    expect(await names()).toEqual([
      'Ev ve yaşam: mumlarda adet başına 100 TL',
      '2.500 TL ve üzerine 250 TL indirim',
      'İş Bankası Maximum kartlarına %10',
    ]);
    const list = await shopper.client.get<OrderListPage>(`${ORDERS}?orderNumber=${number}`);
    const detail = await detailOf(shopper.client, list.body.Result!.Orders[0]!.OrderId);
    expect(detail.Discounts).toContainEqual(expect.objectContaining({ Kind: 'payment', Name: 'İş Bankası Maximum kartlarına %10' }));
  });
});
