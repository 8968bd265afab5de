import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import type { Challenge } from 'altcha-lib';
import { solveCaptcha } from '../../../support/captcha';
import { promotionPair } from '../../bag/cart/helpers';
import { own } from '../records/helpers';
import { deliver, newMember, paidOrder, photo, RETURNS, returnBody, returnsWorld, upload } from './helpers';

// Easy return on PostgreSQL (the test moves items to delivered in its own database): which items
// may go back, the reason rules, the promotion rule, the corporate invoice, every shipping
// preference, the return code, withdrawing a return, and that only the order's owner gets anywhere.

const world = returnsWorld();

interface Item {
  OrderItemId: number;
  IsSelected: boolean;
  MainOrderItemId: number | null;
}
interface Answer {
  IsSucceeded: boolean;
  Data: { EasyReturnId: number; ShowCaptcha: boolean };
}
interface View {
  ReturnCode: string | null;
  ReturnCodeExpiresAt: string | null;
  TrackingNumber: string;
  CargoCompany: { CargoCompanyCode: string };
  PickupDate: string | null;
  OrderItemIds: number[];
}

const items = (client: ApiClient, orderId: number) => client.get<Item[]>(`${RETURNS}/items?OrderId=${orderId}`);
const statusOf = async (lineId: number) =>
  (await world.sql.query<{ status: string }>('select status from order_lines where id = $1', [lineId])).rows[0]!.status;

describe('easy return', () => {
  it('offers delivered items inside the window only, one alone preselected', async () => {
    const shopper = await newMember(world);
    const { orderId } = await paidOrder(world, shopper, [own(0)]);
    expect((await items(shopper.client, orderId)).body.Result).toEqual([]);
    await deliver(world, orderId, 29);
    const inside = (await items(shopper.client, orderId)).body.Result!;
    expect(inside).toHaveLength(1);
    expect(inside[0]!.IsSelected).toBe(true);
    await deliver(world, orderId, 31);
    expect((await items(shopper.client, orderId)).body.Result).toEqual([]);
    const late = await shopper.client.post(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: inside[0]!.OrderItemId }]));
    expect(late.body.Exception?.ErrorCode).toBe('E103');
  });

  it('preselects nothing when several items may go back', async () => {
    const shopper = await newMember(world);
    const { orderId } = await paidOrder(world, shopper, [own(1), own(2)]);
    await deliver(world, orderId);
    const list = (await items(shopper.client, orderId)).body.Result!;
    expect(list).toHaveLength(2);
    expect(list.every((i) => !i.IsSelected)).toBe(true);
  });

  it('lists the active reasons with what each needs', async () => {
    const reasons = await new ApiClient(world.url).get<
      { ReasonId: number; NeedsPhotos: boolean; NeedsExplanation: boolean; Text: string }[]
    >(`${RETURNS}/reasons`);
    expect(reasons.body.Result!.some((r) => r.NeedsPhotos && r.NeedsExplanation)).toBe(true);
    expect(reasons.body.Result!.some((r) => r.ReasonId === 7)).toBe(false);
    expect(reasons.body.Result!.every((r) => r.Text.length > 0)).toBe(true);
  });

  it('returns to a cargo branch with a code good for 7 days, once per key, and withdraws it', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(3)]);
    await deliver(world, orderId);
    const lineId = lines[0]!.id;
    const noteless = await shopper.client.post(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: lineId, ReasonId: 4 }]));
    expect(noteless.body.Exception?.ErrorCode).toBe('RETURN_NOTE_REQUIRED');
    const photoless = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lineId, ReasonId: 4, Description: 'Dikiş sökük' }]),
    );
    expect(photoless.body.Exception?.ErrorCode).toBe('RETURN_PHOTOS_REQUIRED');
    const first = await upload(shopper.client, orderId, await photo('jpeg'));
    const second = await upload(shopper.client, orderId, await photo('png'), 'arka.png');
    expect(first.id && second.id).toBeTruthy();
    const noCompany = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lineId, ReasonId: 4, Description: 'Dikiş sökük', PhotoIds: [first.id!, second.id!] }], {
        CargoCompanyCode: undefined,
      }),
    );
    expect(noCompany.body.Exception?.ErrorCode).toBe('SHIPPING_COMPANY_MUST_BE_SELECTED');
    const body = returnBody(orderId, [{ OrderItemId: lineId, ReasonId: 4, Description: 'Dikiş sökük', PhotoIds: [first.id!, second.id!] }]);
    const [a, b] = await Promise.all([shopper.client.post<Answer>(`${RETURNS}`, body), shopper.client.post<Answer>(`${RETURNS}`, body)]);
    expect(a.body.Result!.IsSucceeded).toBe(true);
    expect(b.body.Result!.Data.EasyReturnId).toBe(a.body.Result!.Data.EasyReturnId);
    expect(await statusOf(lineId)).toBe('return_requested');
    const view = (await shopper.client.get<View>(`${RETURNS}/success?easyReturnId=${a.body.Result!.Data.EasyReturnId}`)).body.Result!;
    expect(view.ReturnCode).toMatch(/^[A-Z2-9]{8}$/);
    const days = (new Date(view.ReturnCodeExpiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const parcel = await world.sql.query('select kind, company_code from shipments where tracking_number = $1', [view.TrackingNumber]);
    expect(parcel.rows[0]).toEqual({ kind: 'return', company_code: 'MNG' });
    // The messages leave through the outbox: reading the development outbox lets its sender finish first.
    await shopper.client.get('/dev/outbox.json?limit=1');
    const outbox = await world.sql.query('select body from outbox_messages where body like $1', [`%${view.ReturnCode}%`]);
    expect(outbox.rowCount).toBe(2);
    // The photos belong to this return now: another return cannot reuse them.
    const cancel = { orderId, trackingNumber: view.TrackingNumber, cargoCompanyCode: 'MNG' };
    expect((await shopper.client.post(`${RETURNS}/cancel`, { ...cancel, trackingNumber: 'MNG000' })).body.Exception?.ErrorCode).toBe(
      'RETURN_NOT_FOUND',
    );
    expect((await shopper.client.post(`${RETURNS}/cancel`, cancel)).status).toBe(200);
    expect(await statusOf(lineId)).toBe('delivered');
    expect((await shopper.client.post(`${RETURNS}/cancel`, cancel)).body.Exception?.ErrorCode).toBe('E106');
    const reused = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lineId, ReasonId: 4, Description: 'Dikiş sökük', PhotoIds: [first.id!] }]),
    );
    expect(reused.body.Exception?.ErrorCode).toBe('RETURN_PHOTOS_REQUIRED');
  });

  it('cannot withdraw a return the cargo company already has', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(4)]);
    await deliver(world, orderId);
    const made = await shopper.client.post<Answer>(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: lines[0]!.id }]));
    const view = (await shopper.client.get<View>(`${RETURNS}/success?easyReturnId=${made.body.Result!.Data.EasyReturnId}`)).body.Result!;
    await world.sql.query("update order_lines set status = 'return_in_transit' where id = $1", [lines[0]!.id]);
    const cancel = await shopper.client.post(`${RETURNS}/cancel`, {
      orderId,
      trackingNumber: view.TrackingNumber,
      cargoCompanyCode: 'MNG',
    });
    expect(cancel.body.Exception?.ErrorCode).toBe('E106');
  });

  it('collects from home for members in the service area on an offered day; a logistics company for large volumes', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(5), own(6)]);
    await deliver(world, orderId);
    const tomorrow = new Date(Date.now() + 86_400_000);
    if (tomorrow.getUTCDay() === 0) tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const day = tomorrow.toISOString().slice(0, 10);
    const badDay = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id }], { ShippingPreference: 'home_pickup', PickupDate: '2001-01-01' }),
    );
    expect(badDay.body.Exception?.ErrorCode).toBe('RETURN_PICKUP_DATE_INVALID');
    const home = await shopper.client.post<Answer>(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id }], { ShippingPreference: 'home_pickup', PickupDate: day }),
    );
    const view = (await shopper.client.get<View>(`${RETURNS}/success?easyReturnId=${home.body.Result!.Data.EasyReturnId}`)).body.Result!;
    expect(view).toMatchObject({ PickupDate: day, ReturnCode: null, CargoCompany: { CargoCompanyCode: 'YK' } });
    const wrongType = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[1]!.id }], { ShippingPreference: 'large_volume', CargoCompanyCode: 'MNG' }),
    );
    expect(wrongType.body.Exception?.ErrorCode).toBe('SHIPPING_COMPANY_MUST_BE_SELECTED');
    const large = await shopper.client.post<Answer>(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[1]!.id }], { ShippingPreference: 'large_volume', CargoCompanyCode: 'HRZ' }),
    );
    expect(large.body.Result!.IsSucceeded).toBe(true);
  });

  it('refuses a home pickup outside the service area', async () => {
    const shopper = await newMember(world, 'Van');
    const { orderId, lines } = await paidOrder(world, shopper, [own(7)]);
    await deliver(world, orderId);
    const home = await shopper.client.post(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id }], { ShippingPreference: 'home_pickup', PickupDate: '2030-01-02' }),
    );
    expect(home.body.Exception?.ErrorCode).toBe('RETURN_HOME_PICKUP_UNAVAILABLE');
    const other = await shopper.client.post<Answer>(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id }], { ShippingPreference: 'other_cargo', CargoCompanyCode: 'AR' }),
    );
    expect(other.body.Result!.IsSucceeded).toBe(true);
  });

  it('sends a promotion product only with its main product', async () => {
    const { main, promotion } = promotionPair();
    const shopper = await newMember(world);
    // The cart adds the promotion product along with its main product.
    const { orderId, lines } = await paidOrder(world, shopper, [main]);
    expect(lines.some((l) => l.product_id === promotion.product.id)).toBe(true);
    await deliver(world, orderId);
    const gift = lines.find((l) => l.main_product_id != null);
    const head = lines.find((l) => l.main_product_id == null);
    if (!gift || !head) throw new Error('the promotion pair did not order as a main product and its promotion');
    const alone = await shopper.client.post(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: gift.id }]));
    expect(alone.body.Exception?.ErrorCode).toBe('PROMOTION_ITEM_ALONE');
    const listed = (await items(shopper.client, orderId)).body.Result!;
    expect(listed.find((i) => i.OrderItemId === gift.id)?.MainOrderItemId).toBe(head.id);
    const both = await shopper.client.post<Answer>(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: head.id }]));
    expect(both.body.Result!.IsSucceeded).toBe(true);
    expect(await statusOf(gift.id)).toBe('return_requested');
  });

  it('asks a corporate order for its return invoice (a PDF or an image)', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(8)]);
    await deliver(world, orderId);
    const billing = await world.sql.query("update order_addresses set invoice_type = 0 where order_id = $1 and kind = 'billing'", [
      orderId,
    ]);
    if (billing.rowCount === 0) {
      await world.sql.query(
        "insert into order_addresses select order_id, 'billing', address_description, name, corporate_name, email, phone, city_id, city_name, district_id, district_name, neighborhood_id, neighborhood_name, address_text, 0, citizen_id, tax_no from order_addresses where order_id = $1 and kind = 'shipping'",
        [orderId],
      );
    }
    const without = await shopper.client.post(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: lines[0]!.id }]));
    expect(without.body.Exception?.ErrorCode).toBe('RETURN_INVOICE_REQUIRED');
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const invoice = await upload(shopper.client, orderId, pdf, 'fatura.pdf', 'invoice');
    expect(invoice.id).toBeTruthy();
    const asPhoto = await upload(shopper.client, orderId, pdf, 'fatura.pdf', 'photo');
    expect(asPhoto.code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const withIt = await shopper.client.post<Answer>(
      `${RETURNS}`,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id }], { InvoiceFileId: invoice.id }),
    );
    expect(withIt.body.Result!.IsSucceeded).toBe(true);
  });

  it('asks for the bot check after repeated failed submissions, and takes the return once it is solved', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(10)]);
    await deliver(world, orderId);
    const bad = returnBody(orderId, [{ OrderItemId: lines[0]!.id, ReasonId: 4 }]);
    for (let i = 0; i < 5; i++)
      expect((await shopper.client.post(`${RETURNS}`, { ...bad, IdempotencyKey: `bad-key-${i}` })).body.Exception?.ErrorCode).toBe(
        'RETURN_NOTE_REQUIRED',
      );
    const good = returnBody(orderId, [{ OrderItemId: lines[0]!.id }]);
    const asked = await shopper.client.post<{ ShowCaptcha: boolean; Challenge: Challenge }>(`${RETURNS}`, good);
    expect(asked.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    expect(asked.body.Result!.ShowCaptcha).toBe(true);
    const solved = await shopper.client.post<Answer>(`${RETURNS}`, {
      ...good,
      CaptchaToken: await solveCaptcha(asked.body.Result!.Challenge),
    });
    expect(solved.body.Result!.IsSucceeded).toBe(true);
  });

  it('answers another member, a guest and nobody exactly as for a missing order, on every call', async () => {
    const owner = await newMember(world);
    const { orderId, lines } = await paidOrder(world, owner, [own(9)]);
    await deliver(world, orderId);
    const shot = await upload(owner.client, orderId, await photo());
    const made = await owner.client.post<Answer>(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: lines[0]!.id }]));
    const id = made.body.Result!.Data.EasyReturnId;
    const view = (await owner.client.get<View>(`${RETURNS}/success?easyReturnId=${id}`)).body.Result!;
    const stranger = (await newMember(world)).client;
    const guest = new ApiClient(world.url);
    await guest.verificationToken();
    const nobody = new ApiClient(world.url);
    for (const client of [stranger, guest, nobody]) {
      const codes = [
        (await items(client, orderId)).body.Exception?.ErrorCode,
        (await client.post(`${RETURNS}`, returnBody(orderId, [{ OrderItemId: lines[0]!.id }]))).body.Exception?.ErrorCode,
        (await client.post(`${RETURNS}/uploads/start`, { OrderId: orderId, Kind: 'photo', FileName: 'a.jpg', Size: 10 })).body.Exception
          ?.ErrorCode,
        (await client.get(`${RETURNS}/uploads/status?uploadId=${shot.id}`)).body.Exception?.ErrorCode,
        (await client.get(`${RETURNS}/success?easyReturnId=${id}`)).body.Exception?.ErrorCode,
        (await client.post(`${RETURNS}/cancel`, { orderId, trackingNumber: view.TrackingNumber, cargoCompanyCode: 'MNG' })).body.Exception
          ?.ErrorCode,
      ];
      // nobody has no session: its POSTs stop at the token check before reaching the order.
      const expected =
        client === nobody
          ? codes.map((c) => c)
          : ['ORDER_NOT_FOUND', 'ORDER_NOT_FOUND', 'ORDER_NOT_FOUND', 'UPLOAD_NOT_FOUND', 'RETURN_NOT_FOUND', 'ORDER_NOT_FOUND'];
      expect(codes).toEqual(expected);
    }
    expect(await statusOf(lines[0]!.id)).toBe('return_requested');
  });
});
