import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_API } from '@lib/favourites/rules';
import { ApiClient } from '../support/api-client';
import { registerCustomer } from './accounts/helpers';
import { add, plenty } from './cart/helpers';

// ARCHITECTURE.md, "Kept pages and personal bits": every page a shopper lands on is kept for
// visitors and members alike, and nothing personal is ever in it.

interface Member {
  client: ApiClient;
  /** Every value of this member's that must never reach another shopper. */
  secrets: string[];
}

/** A member with a name, contacts, a bag and favourites of their own. */
async function member(firstName: string, bagPieces: number, favourite: number): Promise<Member> {
  const LastName = `Soyad${randomInt(100_000, 999_999)}`;
  const { client, form } = await registerCustomer(new ApiClient(), { FirstName: firstName, LastName });
  await add(client, plenty(favourite), bagPieces);
  const pick = plenty(favourite + 1);
  const liked = await client.post(FAVOURITES_API.add, { productId: pick.product.id, variantId: pick.variant.id });
  expect(liked.status, JSON.stringify(liked.body)).toBe(200);
  const token = await client.verificationToken();
  const sid = client.cookies.get('sid')!;
  return { client, secrets: [firstName, LastName, form.Email as string, form.CellPhone as string, token, sid] };
}

let pages: string[];
let members: [Member, Member];

beforeAll(async () => {
  const visitor = new ApiClient();
  const listing = await (await visitor.request('/categories/kadin')).text();
  const product = /href="(\/product\/[^"?]+)"/.exec(listing)![1]!;
  const campaign = /href="(\/campaigns\/[^"?]+)"/.exec(await (await visitor.request('/campaigns')).text())![1]!;
  pages = [
    '/',
    '/en/',
    '/categories/kadin',
    '/en/categories/kadin?sort=price-asc',
    '/search?q=elbise',
    product,
    `/en${product}`,
    '/campaigns',
    campaign,
    '/content/loyalty-segmentgold',
    '/en/content/loyalty-segmentgold',
  ];
  members = [await member(`Birinci${randomInt(1000, 9999)}`, 2, 3), await member(`Ikinci${randomInt(1000, 9999)}`, 3, 6)];
}, 120_000);

async function page(client: ApiClient, path: string) {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return { kept: response.headers.get('x-page-cache'), body: await response.text() };
}

describe('kept pages', () => {
  it('are the same bytes for a visitor and for two members, and carry nothing of either member', async () => {
    for (const path of pages) {
      const visitor = await page(new ApiClient(), path);
      const [first, second] = [await page(members[0].client, path), await page(members[1].client, path)];
      expect([first.kept, second.kept], path).toEqual(['hit', 'hit']);
      expect(first.body, path).toBe(visitor.body);
      expect(second.body, path).toBe(visitor.body);
      for (const secret of [...members[0].secrets, ...members[1].secrets])
        expect(visitor.body, `${path} carries ${secret}`).not.toContain(secret);
      expect(visitor.body, path).not.toContain('name="request-verification-token"');
    }
  });

  it('hand the personal bits to the shell in one call after the page', async () => {
    const [first, second] = members;
    for (const [one, pieces] of [
      [first, 2],
      [second, 3],
    ] as const) {
      const state = await one.client.get<{ IsLoggedIn: boolean; Token: string; CartItemCount: number }>('/cop-api/session/state');
      expect(state.body.Result).toEqual({ IsLoggedIn: true, Token: await one.client.verificationToken(), CartItemCount: pieces });
    }
  });

  it('answer a visitor without a session as a visitor, and create none', async () => {
    const visitor = new ApiClient();
    const state = await visitor.get('/cop-api/session/state');
    expect(state.body.Result).toEqual({ IsLoggedIn: false, Token: null, CartItemCount: 0 });
    expect(visitor.cookies.has('sid')).toBe(false);
    // A session that ended (signed out elsewhere) leaves a stale hint: the answer drops it.
    const stale = new ApiClient();
    stale.cookies.set('sid', 'x'.repeat(43));
    stale.cookies.set('has_session', '1');
    const answer = await stale.request('/cop-api/session/state');
    expect(answer.headers.getSetCookie().some((cookie) => /^has_session=;/.test(cookie) || /^has_session=.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );
  });

  it('tell a session to the page script by a hint cookie, set with the session and cleared with it', async () => {
    const client = new ApiClient();
    const created = await client.request('/cop-api/session');
    const hint = created.headers.getSetCookie().find((cookie) => cookie.startsWith('has_session='));
    expect(hint).toMatch(/^has_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    await client.post('/cop-api/customer/logout');
    expect(client.cookies.has('has_session')).toBe(false);
  });

  it('keep personal pages personal: the bag is rendered for its shopper, with the token', async () => {
    const [first] = members;
    const cart = await first.client.request('/cart');
    expect(cart.headers.get('x-page-cache')).toBeNull();
    expect(await cart.text()).toContain(`content="${await first.client.verificationToken()}"`);
  });
});
