import { describe, expect, it } from 'vitest';
import { own } from '../records/helpers';
import { deliver, newMember, paidOrder, photo, RETURNS, returnBody, returnsWorld, upload } from './helpers';

// The return-photo count, size cap and types are settings (issue 24, item 16): a store set to one
// PNG photo of at most 1 MB refuses a second photo, a larger one and a JPEG, and its return form
// says so (PostgreSQL: the test moves the order to delivered in its own database).

const world = returnsWorld({ RETURN_PHOTOS_MAX: '1', RETURN_PHOTO_MAX_MB: '1', RETURN_PHOTO_TYPES: 'image/png' });

describe('return photo settings', () => {
  it('caps the count, the size and the types as set', async () => {
    const shopper = await newMember(world);
    const { orderId, lines } = await paidOrder(world, shopper, [own(4)]);
    await deliver(world, orderId);

    const tooLarge = await shopper.client.post(`${RETURNS}/uploads/start`, {
      OrderId: orderId,
      Kind: 'photo',
      FileName: 'big.png',
      Size: 1024 * 1024 + 1,
    });
    expect(tooLarge.body.Exception?.ErrorCode).toBe('UPLOAD_TOO_LARGE');
    expect((await upload(shopper.client, orderId, await photo('jpeg'), 'photo.jpg')).code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const first = await upload(shopper.client, orderId, await photo('png'), 'one.png');
    const second = await upload(shopper.client, orderId, await photo('png', 80), 'two.png');
    expect(first.id && second.id).toBeTruthy();

    const two = await shopper.client.post(
      RETURNS,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id, ReasonId: 4, Description: 'Dikiş sökük', PhotoIds: [first.id!, second.id!] }]),
    );
    expect(two.body.Exception?.ErrorCode).toBe('RETURN_PHOTOS_REQUIRED');
    expect(two.body.Message).toContain('1');
    const one = await shopper.client.post(
      RETURNS,
      returnBody(orderId, [{ OrderItemId: lines[0]!.id, ReasonId: 4, Description: 'Dikiş sökük', PhotoIds: [first.id!] }]),
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
  });

  it('gives the return form the same rules', async () => {
    const shopper = await newMember(world);
    const { orderId } = await paidOrder(world, shopper, [own(5)]);
    await deliver(world, orderId);
    const page = await (await shopper.client.request(`/customer/easyreturn/${orderId}`)).text();
    const props = /<astro-island[^>]*component-url="[^"]*EasyReturn[^"]*"[^>]*props="([^"]*)"/.exec(page)?.[1] ?? '';
    const decoded = props.replaceAll('&quot;', '"');
    expect(decoded).toContain('"max":[0,1]');
    expect(decoded).toContain(`"maxBytes":[0,${1024 * 1024}]`);
    expect(decoded).toContain('"image/png"');
    expect(decoded).not.toContain('image/jpeg');
  });
});
