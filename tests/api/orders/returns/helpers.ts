import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { add, type Pick } from '../../bag/cart/helpers';
import { cartTotal, checkout, checkoutBody, saveAddress } from '../records/helpers';
import { ownServer } from '../../../support/own-server';

// Returns need delivered orders: members pay through the real checkout on a server of their own
// PostgreSQL database, and the test moves the items to delivered in that database (as the
// fulfilment sandbox would), with the delivery time it wants.

export const RETURNS = '/order-web-bff/api/v1/easy-returns';

/** The test's own server and database. */
export interface World {
  url: string;
  sql: pg.Client;
}

/** A return suite's world: a server and database of the file's own (ownServer), with the given settings. */
export function returnsWorld(env: Record<string, string> = {}): World {
  const harness = ownServer({ OTP_SENDS_PER_ADDRESS: '100000', ...env });
  return {
    get url() {
      return harness.server.url;
    },
    get sql() {
      return harness.sql;
    },
  };
}

/** A registered member with a saved address in a city, on the world's server. */
export async function newMember(world: World, city = 'İstanbul') {
  const { client } = await registerCustomer(new ApiClient(world.url));
  const addressId = await saveAddress(client, city);
  return { client, addressId };
}

/** Pays for the picks as the member; the order's id and its lines (id, product, main product). */
export async function paidOrder(world: World, shopper: { client: ApiClient; addressId: number }, picks: readonly Pick[]) {
  for (const pick of picks) await add(shopper.client, pick);
  const answer = await checkout(shopper.client, checkoutBody(shopper.addressId, await cartTotal(shopper.client)));
  expect(answer.body.Result?.IsSucceed, JSON.stringify(answer.body)).toBe(true);
  const { rows } = await world.sql.query<{ id: number }>('select id from orders where number = $1', [answer.body.Result!.OrderNumber]);
  const orderId = rows[0]!.id;
  const lines = await world.sql.query<{ id: number; product_id: number; main_product_id: number | null }>(
    'select id, product_id, main_product_id from order_lines where order_id = $1 order by id',
    [orderId],
  );
  return { orderId, lines: lines.rows };
}

/** Marks an order's items delivered `daysAgo` days ago. */
export async function deliver(world: World, orderId: number, daysAgo = 1) {
  await world.sql.query(
    `update order_lines set status = 'delivered', status_at = now(), delivered_at = now() - make_interval(days => $2) where order_id = $1`,
    [orderId, daysAgo],
  );
}

/** Posts raw bytes (an upload chunk) with the client's session and token; the envelope and status. */
export async function postBytes(client: ApiClient, path: string, bytes: Uint8Array) {
  const response = await client.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
      RequestVerificationToken: await client.verificationToken(),
      Origin: client.baseUrl,
    },
    body: bytes.slice(),
  });
  const body = (await response.json()) as {
    Success: boolean;
    Result?: { Received: number; IsComplete: boolean };
    Exception?: { ErrorCode: string };
  };
  return { status: response.status, body };
}

/** Uploads a file in 64 KB chunks; the last answer and the upload id (or the start's failure). */
export async function upload(client: ApiClient, orderId: number | undefined, bytes: Uint8Array, fileName = 'photo.jpg', kind = 'photo') {
  const start = await client.post<{ UploadId: string }>(`${RETURNS}/uploads/start`, {
    OrderId: orderId,
    Kind: kind,
    FileName: fileName,
    Size: bytes.length,
  });
  if (!start.body.Success) return { id: undefined, status: start.status, code: start.body.Exception?.ErrorCode };
  const id = start.body.Result!.UploadId;
  let last = { status: 0, body: {} as Awaited<ReturnType<typeof postBytes>>['body'] };
  for (let offset = 0; offset < bytes.length; offset += 65_536) {
    last = await postBytes(client, `${RETURNS}/uploads/chunk?uploadId=${id}&offset=${offset}`, bytes.subarray(offset, offset + 65_536));
    if (!last.body.Success) break;
  }
  return { id: last.body.Result?.IsComplete ? id : undefined, status: last.status, code: last.body.Exception?.ErrorCode };
}

/** A small real photo. */
export async function photo(format: 'jpeg' | 'png' = 'jpeg', size = 64): Promise<Uint8Array> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 120, b: 80 } } });
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer());
}

/** A return body for items with one reason, to a cargo branch of MNG unless told otherwise. */
export function returnBody(
  orderId: number,
  items: { OrderItemId: number; ReasonId?: number; Description?: string; PhotoIds?: string[] }[],
  extra: Record<string, unknown> = {},
) {
  return {
    OrderId: orderId,
    IdempotencyKey: randomUUID(),
    Items: items.map((i) => ({ ReasonId: 1, PhotoIds: [], ...i })),
    ShippingPreference: 'cargo_branch',
    CargoCompanyCode: 'MNG',
    ...extra,
  };
}
