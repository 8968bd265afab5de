import { expect } from 'vitest';
import { totalWithMarkup } from '../../../../src/lib/checkout/payments/card/rules';
import type { InstallmentOptionsReply } from '../../../../src/lib/checkout/payments/card/schema';
import { DEMO_BANKS } from '../../../../src/lib/checkout/payments/card/seed-data';
import type { PaymentSplit } from '../../../../src/lib/checkout/payments/tenders';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import type { ApiClient } from '../../../support/api-client';
import { CARDS, checkout, checkoutBody } from '../../orders/records/helpers';

// The instalment offer against the charge (issue 31, item 1): what the card tab offers for a bag
// with other instruments applied, then the order placed in 3 interest-free instalments and the
// card's charge read from the order record.

const garanti = DEMO_BANKS.find((bank) => bank.code === 'garanti')!;

/**
 * Asks the offer for the approving test card, places the order in 3 instalments and checks: the
 * offer is priced on the split's rest, every plan's total is the charge (with its bank's markup
 * where the plan has one), and the card was charged that rest.
 */
export async function chargedMatchesOffer(shopper: { client: ApiClient; addressId?: number }, split: PaymentSplit, body?: object) {
  const { client } = shopper;
  const offer = (await client.post<InstallmentOptionsReply>(CHECKOUT_API.installmentOptions, { cardNo: CARDS.approves, isPickup: false }))
    .body.Result!;
  expect(offer.TotalAmount, 'the offer is priced on what the card pays').toBe(split.Rest);
  expect(offer.Options.map((o) => o.Count)).toContain(3);
  const answer = await checkout(
    client,
    body ?? checkoutBody(shopper.addressId!, split.Total, CARDS.approves, { CreditCard: { InstallmentCount: 3 } }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const order = (await client.get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${answer.body.Result!.OrderNumber}`)).body
    .Result!;
  const card = order.Payments.find((payment) => payment.Instrument === 'credit_card')!;
  expect(card).toMatchObject({ Amount: split.Rest, InstallmentCount: 3 });
  for (const option of offer.Options) {
    const markup = garanti.plans.find((plan) => plan.count === option.Count)?.markupPermille ?? 0;
    expect(option.TotalAmount, `${option.Count} instalments`).toBe(totalWithMarkup(card.Amount, markup));
  }
  expect(offer.Options.find((o) => o.Count === 3)!.TotalAmount).toBe(card.Amount);
  return order;
}
