import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITES_API } from '@lib/bag/favourites/rules';
import { LANGUAGE_COOKIE, LANGUAGE_IDS, splitLangPrefix } from '@lib/platform/i18n/lang';
import { CONSENT_COOKIE, consentCookieValue } from '@lib/platform/consent/rules';
import { ApiClient } from '../support/api-client';
import { registerCustomer } from './account/members/helpers';
import { add, plenty } from './bag/cart/helpers';

// ARCHITECTURE.md, "Kept pages and personal bits": every page a shopper lands on is kept for
// visitors and members alike, and nothing personal is ever in it.

interface Member {
  client: ApiClient;
  /** Every value of this member's that must never reach another shopper. */
  secrets: string[];
}

/** A word no page would hold by chance, in letters a name may have: never a letter twice in a row, which a name may not repeat. */
function uniqueWord(stem: string): string {
  const letters = 'abcdefghijklmnoprstuvyz';
  let word = stem;
  for (let i = 0; i < 8; i += 1) {
    const last = word.at(-1);
    const next = letters.replace(last ?? '', '');
    word += next[randomInt(next.length)];
  }
  return word;
}

/** A member with a name, contacts, a bag and favourites of their own. */
async function member(firstName: string, bagPieces: number, favourite: number): Promise<Member> {
  const LastName = uniqueWord('Soyad');
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
  // A query no other test asks for, where the page takes one, so a member renders it first.
  const fresh = `ref=${uniqueWord('k')}`;
  pages = [
    `/?${fresh}`,
    `/en?${fresh}`,
    '/categories/kadin',
    '/en/categories/kadin?sort=price-asc',
    // A search that finds something (one that finds nothing is rendered each time), under a price no other test asks for.
    `/search?q=elbise&min=${1 + (Date.now() % 997)}`,
    `${product}?${fresh}`,
    `/en${product}?${fresh}`,
    `/campaigns?${fresh}`,
    `${campaign}?${fresh}`,
    `/content/loyalty-segmentgold?${fresh}`,
    `/en/content/loyalty-segmentgold?${fresh}`,
  ];
  members = [await member(uniqueWord('Birinci'), 2, 3), await member(uniqueWord('Ikinci'), 3, 6)];
}, 120_000);

async function page(client: ApiClient, path: string) {
  // A shopper's language cookie wins over the address: each member reads the page in its language.
  client.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS[splitLangPrefix(new URL(path, 'http://store').pathname).prefix ?? 'tr']));
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return { kept: response.headers.get('x-page-cache'), body: await response.text() };
}

describe('kept pages', () => {
  it('are the same bytes for a visitor and for two members, and carry nothing of either member', async () => {
    let rendered = 0;
    for (const path of pages) {
      // The first member renders the page (where no other test kept it): a visitor and the second member get it.
      const first = await page(members[0].client, path);
      if (first.kept === 'miss') rendered += 1;
      const [visitor, second] = [await page(new ApiClient(), path), await page(members[1].client, path)];
      expect([visitor.kept, second.kept], path).toEqual(['hit', 'hit']);
      expect(visitor.body, path).toBe(first.body);
      expect(second.body, path).toBe(first.body);
      for (const secret of [...members[0].secrets, ...members[1].secrets])
        expect(visitor.body, `${path} carries ${secret}`).not.toContain(secret);
      expect(visitor.body, path).not.toContain('name="request-verification-token"');
    }
    // Most of them were the first member's own rendering.
    expect(rendered, 'pages the first member rendered').toBeGreaterThanOrEqual(pages.length - 2);
  });

  it('are the same whatever the cookie choice: the banner is in every copy, hidden, and shown by the script', async () => {
    const chose = (analytics: boolean) => {
      const client = new ApiClient();
      client.cookies.set(CONSENT_COOKIE, consentCookieValue({ analytics, marketing: analytics, at: Date.now(), version: 1 }));
      return client;
    };
    for (const path of [`/?choice=${uniqueWord('c')}`, `/content/kargo-ve-teslimat-content?choice=${uniqueWord('c')}`]) {
      const accepted = await page(chose(true), path);
      expect(accepted.kept, path).toBe('miss');
      const [refused, undecided] = [await page(chose(false), path), await page(new ApiClient(), path)];
      expect([refused.kept, undecided.kept], path).toEqual(['hit', 'hit']);
      expect(refused.body, path).toBe(accepted.body);
      expect(undecided.body, path).toBe(accepted.body);
      expect(accepted.body, path).toMatch(/<consent-banner><section class="consent-banner" aria-labelledby="consent-title" hidden>/);
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
    expect(answer.headers.getSetCookie().find((cookie) => cookie.startsWith('has_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
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
    const cart = await page(first.client, '/cart');
    expect(cart.kept).toBeNull();
    expect(cart.body).toContain(`content="${await first.client.verificationToken()}"`);
  });
});
