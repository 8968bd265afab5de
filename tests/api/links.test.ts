import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

// Every link of the shell (header, footer, bottom navigation) and of the customer navigation must
// lead somewhere, in both languages and for both route tables: a shopper never meets a dead end.
const DEVICES = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
} as const;
type Device = keyof typeof DEVICES;

/** The site paths linked inside the first element an opening-tag pattern starts, up to its closing tag (mailto: and the like left out). */
function hrefsIn(html: string, open: RegExp, tag: string): string[] {
  const start = html.search(open);
  if (start < 0) return [];
  const part = html.slice(start, html.indexOf(`</${tag}>`, start));
  return [...part.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

async function page(client: ApiClient, path: string, device: Device) {
  const response = await client.request(path, { headers: { 'User-Agent': DEVICES[device] } });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** Where a link ends after its redirects (at most five): the final status and path. */
async function land(client: ApiClient, href: string, device: Device): Promise<{ status: number; path: string }> {
  let path = href;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await page(client, path, device);
    if (answer.status < 300 || answer.status >= 400 || !answer.location) return { status: answer.status, path };
    path = new URL(answer.location, client.baseUrl).pathname + new URL(answer.location, client.baseUrl).search;
  }
  return { status: 0, path };
}

async function signedIn(): Promise<ApiClient> {
  const client = new ApiClient();
  const { body } = await client.post('/cop-api/customer/login', { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' });
  expect(body.Success).toBe(true);
  return client;
}

/** Links that lead nowhere: each with the status it ended on. */
async function deadEnds(links: string[], client: () => ApiClient | Promise<ApiClient>, device: Device): Promise<string[]> {
  const dead: string[] = [];
  for (const href of new Set(links)) {
    // A fresh client per link, so the language switch's cookie cannot change the next answer.
    const { status, path } = await land(await client(), href, device);
    if (status === 404 || status >= 500 || status === 0) dead.push(`${href} → ${path} ${status}`);
  }
  return dead;
}

describe('no link of the shell or the customer navigation leads to a not-found page', () => {
  for (const prefix of ['', '/en']) {
    for (const device of Object.keys(DEVICES) as Device[]) {
      it(`header, footer and bottom navigation (${prefix || '/tr'}, ${device})`, async () => {
        const { body } = await page(new ApiClient(), `${prefix}/`, device);
        const links = [
          ...hrefsIn(body, /<header class="site-header"/, 'header'),
          ...hrefsIn(body, /<footer class="site-footer"/, 'footer'),
          ...hrefsIn(body, /<nav class="bottom-nav"/, 'nav'),
        ];
        expect(links.length).toBeGreaterThan(15);
        expect(await deadEnds(links, () => new ApiClient(), device)).toEqual([]);
      });

      it(`customer navigation of a signed-in member (${prefix || '/tr'}, ${device})`, async () => {
        const client = await signedIn();
        // Desktop shows the menu beside every account page; a phone shows it on the customer home.
        const { body } = await page(client, `${prefix}/customer`, device);
        const links = hrefsIn(body, /<nav class="customer-nav"/, 'nav');
        for (const uri of ['magazalar', 'bilgi-merkezi', 'deneyiminizi-degerlendirin', 'uygulamayi-indir'])
          expect(links).toContain(`${prefix}/content/${uri}`);
        // Delete my account is the member's own page now, no longer an information page.
        expect(links).toContain(`${prefix}/customer/delete-account`);
        expect(links).toContain(`${prefix}/customer/my-data`);
        expect(await deadEnds(links, () => client, device)).toEqual([]);
      });
    }
  }

  it('nor does a link inside the information pages, in either language', async () => {
    const uris = readdirSync('src/content/pages/tr').map(
      (file) => /^uri: (.+)$/m.exec(readFileSync(`src/content/pages/tr/${file}`, 'utf8'))![1]!,
    );
    const links: string[] = [];
    for (const prefix of ['', '/en']) {
      const own: string[] = [];
      for (const uri of uris) {
        const { status, body } = await page(new ApiClient(), `${prefix}/content/${uri}`, 'desktop');
        expect(status, `${prefix}/content/${uri}`).toBe(200);
        own.push(...hrefsIn(body, /<article class="prose"/, 'article'));
      }
      // A page links pages of its own language: another language's address would switch the shopper's.
      expect(own.filter((href) => href.startsWith('/en/') !== (prefix === '/en'))).toEqual([]);
      links.push(...own);
    }
    expect(links.length).toBeGreaterThan(20);
    expect(await deadEnds(links, () => new ApiClient(), 'desktop')).toEqual([]);
  });

  it('the favourites link explains how favourites work, and the bag says it is empty, in both languages', async () => {
    for (const [prefix, favourites, bag] of [
      ['', 'Favoriler nasıl çalışır?', 'Sepetinizde henüz ürün yok.'],
      ['/en', 'How favourites work', 'Your bag is empty.'],
    ] as const) {
      const favouritesPage = await page(new ApiClient(), `${prefix}/favorites`, 'mobile');
      expect(favouritesPage.status).toBe(200);
      expect(favouritesPage.body).toContain(favourites);
      expect(favouritesPage.body).toContain('<meta name="robots" content="noindex, nofollow"');
      expect((await page(new ApiClient(), `${prefix}/cart`, 'desktop')).body).toContain(bag);
    }
  });
});
