import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { rawRequest } from '../support/raw-http';
import { type RunningServer, startServer } from '../support/server';
import { registerCustomer } from './account/members/helpers';
import { add, plenty } from './bag/cart/helpers';
import { CARDS, cartTotal, checkout, checkoutBody, saveAddress } from './orders/records/helpers';

// SITE_URL and the address the server really serves. Unset, the site's links follow the listening
// address (a server on any port, not 4321); the bank's 3-D return reaches the store the shopper is
// on even when SITE_URL names another; a SITE_URL that disagrees with the requests is logged once;
// and a forged Host header never reaches a link other people see (robots, canonical, kept pages).

let bare: RunningServer;
let stale: RunningServer;
const WARNING = 'SITE_URL does not match the address requests come to';

beforeAll(async () => {
  [bare, stale] = await Promise.all([
    startServer({ SITE_URL: undefined, LOG_LEVEL: 'warn' }),
    // The default of old: a SITE_URL left at port 4321 while the server runs on another.
    startServer({ SITE_URL: 'http://localhost:4321', LOG_LEVEL: 'warn' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([bare?.stop(), stale?.stop()]);
});

/** Starts a 3-D card payment on a server and types the bank's code; the page that posts the shopper back. */
async function bankReturnPage(server: RunningServer): Promise<string> {
  const client = new ApiClient(server.url);
  await registerCustomer(client);
  const addressId = await saveAddress(client);
  await add(client, plenty(3));
  const answer = await checkout(client, checkoutBody(addressId, await cartTotal(client), CARDS.threeD));
  const redirect = answer.body.Result!.RedirectUrl!;
  expect(redirect).toMatch(/^\/sandbox-bank\/3d\//);
  const page = await (await client.request(redirect)).text();
  const code = /data-sandbox-code[^>]*>(\d{6})</.exec(page)![1]!;
  const token = /name="token"[^>]*value="([^"]*)"/.exec(page)![1]!;
  const form = new URLSearchParams({ token, code, action: 'verify' });
  const headers = { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' };
  return (await client.request(redirect, { method: 'POST', body: form, headers })).text();
}

const robotsWith = async (server: RunningServer, host?: string) =>
  (await rawRequest(server.url, '/robots.txt', { headers: host ? { Host: host } : {} })).body;

describe('SITE_URL unset', () => {
  it('follows the address the server listens on: robots and canonical links name its real port', async () => {
    expect(await robotsWith(bare)).toContain(`Sitemap: ${bare.url}/sitemap.xml`);
    const home = await new ApiClient(bare.url).request('/');
    expect(await home.text()).toContain(`<link rel="canonical" href="${bare.url}/"`);
  });

  it('never takes a forged Host header into links: robots, a kept product page and the page after it', async () => {
    expect(await robotsWith(bare, 'evil.example')).not.toContain('evil.example');
    expect(await robotsWith(bare, 'evil.example')).toContain(`Sitemap: ${bare.url}/sitemap.xml`);
    const moved = await new ApiClient(bare.url).request(`/product/x-${plenty(4).product.id}`);
    const path = moved.headers.get('location')!;
    const forged = await rawRequest(bare.url, path, { headers: { Host: 'evil.example' } });
    expect(forged.body).not.toContain('evil.example');
    const kept = await new ApiClient(bare.url).request(path);
    const html = await kept.text();
    expect(html).toContain(`${bare.url}/product/`);
    expect(html).not.toContain('evil.example');
  });

  it('sends the bank’s 3-D return to the store the shopper is on, and warns of nothing', async () => {
    expect(await bankReturnPage(bare)).toContain(`action="${bare.url}/cop-api/checkout/3d-return"`);
    expect(bare.output()).not.toContain(WARNING);
  });
});

describe('SITE_URL naming another address than the requests come to', () => {
  it('still sends the bank’s return to the store the shopper is on', async () => {
    const html = await bankReturnPage(stale);
    expect(html).toContain(`action="${stale.url}/cop-api/checkout/3d-return"`);
    expect(html).not.toContain('localhost:4321');
  });

  it('keeps SITE_URL for the links other people see, and logs the disagreement once', async () => {
    expect(await robotsWith(stale)).toContain('Sitemap: http://localhost:4321/sitemap.xml');
    await new ApiClient(stale.url).request('/');
    const warnings = stale
      .output()
      .split('\n')
      .filter((line) => line.includes(WARNING));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"siteUrl":"http://localhost:4321"');
  });
});
