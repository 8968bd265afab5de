import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CancelResult } from '../../../../src/lib/orders/item-cancels/schema';
import type { OrderDetail, OrderListPage } from '../../../../src/lib/orders/records/detail-schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add } from '../../bag/cart/helpers';
import { own, pay, saveAddress } from '../records/helpers';

// After-sales tests start from a member's paid order, found by its id as the order pages use it,
// and move it on through the development controls (the test server runs with DEV_OUTBOX=1).

export const ORDERS = '/order-web-bff/api/v1/orders';
export const CANCEL = '/order-web-bff/api/v1/easy-cancel';

/**
 * A member who paid for `count` different items by card (on another server when given, registered
 * with the given details); the order's id and number.
 */
export async function paidOrder(count = 2, quantity = 1, baseUrl?: string, registration: Record<string, unknown> = {}) {
  const { client, form } = await registerCustomer(baseUrl ? new ApiClient(baseUrl) : undefined, registration);
  const shopper = { client, addressId: await saveAddress(client), email: form.Email as string, phone: form.CellPhone as string };
  for (let i = 0; i < count; i += 1) await add(client, own(i + 3), quantity);
  const paid = await pay(shopper);
  expect(paid.body.Result?.IsSucceed, JSON.stringify(paid.body)).toBe(true);
  const number = paid.body.Result!.OrderNumber!;
  const list = await shopper.client.get<OrderListPage>(`${ORDERS}?orderNumber=${number}`);
  const orderId = list.body.Result!.Orders[0]!.OrderId;
  return { ...shopper, number, orderId };
}

/** The order detail as its owner sees it. */
export async function detailOf(client: ApiClient, orderId: number): Promise<OrderDetail> {
  const answer = await client.get<OrderDetail>(`${ORDERS}/detail?orderId=${orderId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!;
}

/** Moves an order on through the development page's call. */
export async function devMove(client: ApiClient, orderId: number, action: string): Promise<number> {
  const answer = await client.post<{ Moved: number }>('/order-web-bff/api/v1/dev/orders', { OrderId: orderId, Action: action });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.Moved;
}

/** Cancels items with the first reason; the answer. */
export function cancel(client: ApiClient, orderId: number, itemIds: number[], key: string = randomUUID()) {
  return client.post<CancelResult>(CANCEL, {
    OrderId: orderId,
    IdempotencyKey: key,
    Items: itemIds.map((id) => ({ OrderItemID: id, ReasonId: 1 })),
  });
}
