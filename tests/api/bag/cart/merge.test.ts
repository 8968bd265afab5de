import { describe, expect, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { PASSWORD, registerCustomer } from '../../account/members/helpers';
import { add, lines, plenty, variantWhere } from './helpers';

const signIn = async (client: ApiClient, email: string) => {
  const answer = await client.post('/cop-api/customer/login', { Username: email, Password: PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  client.forgetToken();
};
const quantities = async (client: ApiClient) => Object.fromEntries((await lines(client)).map((l) => [l.VariantId, l.Quantity]));

describe('guest cart merged on sign-in', () => {
  it('adds the guest lines to the member cart, capped by stock, and drops the guest cart', async () => {
    const { client: member, form } = await registerCustomer();
    const a = plenty(40);
    const low = variantWhere(({ product, variant }) => product.purchaseLimit == null && variant.stock === 3);
    const b = plenty(41);
    await add(member, a, 2);
    await add(member, low, 2);
    await member.post('/cop-api/customer/logout');

    const guest = new ApiClient();
    await add(guest, a, 3);
    await add(guest, low, 2);
    await add(guest, b, 1);
    await guest.send('DELETE', `${CART_API.item}?variantId=${b.variant.id}`);
    await signIn(guest, form.Email as string);

    expect(await quantities(guest)).toEqual({ [a.variant.id]: 5, [low.variant.id]: 3 });
    // The guest's history came along.
    const history = (await guest.get<{ Items: { ProductId: number }[] }>(CART_API.history)).body.Result!;
    expect(history.Items.map((i) => i.ProductId)).toEqual([b.product.id]);

    // Signing out leaves the member cart on the server; the next guest starts empty.
    await guest.post('/cop-api/customer/logout');
    expect(await lines(guest)).toEqual([]);
    const again = new ApiClient();
    await signIn(again, form.Email as string);
    expect(await quantities(again)).toEqual({ [a.variant.id]: 5, [low.variant.id]: 3 });
  });

  it('never passes CART_MAX_ITEMS and never fails the sign-in for it', async () => {
    const { client: member, form } = await registerCustomer();
    const [a, b] = [plenty(42), plenty(43)];
    await add(member, a, 25);
    await member.post('/cop-api/customer/logout');
    const guest = new ApiClient();
    await add(guest, b, 10);
    await signIn(guest, form.Email as string);
    expect(await quantities(guest)).toEqual({ [a.variant.id]: 25, [b.variant.id]: 5 });
    expect((await guest.get<{ cartItemCount: number }>(CART_API.count)).body.Result!.cartItemCount).toBe(30);
  });

  it('merges a guest cart into the new cart of a shopper who registers', async () => {
    const client = new ApiClient();
    const pick = plenty(44);
    await add(client, pick, 2);
    await registerCustomer(client);
    expect(await quantities(client)).toEqual({ [pick.variant.id]: 2 });
  });
});
