import { type APIRequestContext, expect, type Page, request as requests } from '@playwright/test';

// What the cart journey needs besides the shared fixtures: a demo product chosen from the seeded
// catalogue by its stock, the words the screens use, and the calls a second tab would make.

/** A product with two sizes in plenty (at least 20 each) and no purchase limit, found on the listing. */
export interface DemoProduct {
  slug: string;
  productId: number;
  sizes: [{ id: number; size: string }, { id: number; size: string }];
}

/** An attribute's value ('' when it has none: Astro writes an empty one bare). */
const attribute = (html: string, name: string) =>
  new RegExp(`${name}(?:="([^"]*)")?[\\s>]`).exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';

let found: DemoProduct | undefined;

/**
 * The first listed product (in catalogue order, the seed fixes it) with two sizes of 20 or more and
 * no limit, read by a visitor of its own (the pages it opens would set the shopper's language).
 */
export async function demoProduct(baseURL: string | undefined): Promise<DemoProduct> {
  if (found) return found;
  const request = await requests.newContext({ baseURL });
  try {
    found = await scan(request);
    return found;
  } finally {
    await request.dispose();
  }
}

async function scan(request: APIRequestContext): Promise<DemoProduct> {
  const listing = await (await request.get('/categories/kadin')).text();
  const slugs = [...new Set([...listing.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]!))];
  for (const slug of slugs) {
    const html = await (await request.get(`/product/${slug}`)).text();
    const options = JSON.parse(attribute(html, 'data-options') || '[]') as { id: number; size: string; stock: number }[];
    const plenty = options.filter((o) => o.stock >= 20);
    if (attribute(html, 'data-limit') === '' && plenty.length >= 2)
      return { slug, productId: Number(attribute(html, 'data-product-id')), sizes: [plenty[0]!, plenty[1]!] };
  }
  throw new Error('no demo product with two sizes in plenty');
}

/** A state-changing call as another tab of the same shopper makes it (the page's cookies, its token). */
export async function sameShopperCall(page: Page, method: 'PUT' | 'POST', path: string, data: unknown): Promise<void> {
  const session = await (await page.request.get('/cop-api/session')).json();
  const answer = await page.request.fetch(path, { method, data, headers: { RequestVerificationToken: session.Result.Token } });
  expect((await answer.json()).Success).toBe(true);
}

/** A coupon the pricing seed keeps running: 150 TL off a bag of 1,000 TL or more. */
export const COUPON = 'HOSGELDIN';

export const cartWords = {
  tr: {
    prefix: '',
    addToBag: 'Sepete ekle',
    added: 'Ürün sepetinize eklendi.',
    miniBag: 'Sepetinize eklendi',
    miniBagSize: (size: string) => `Beden: ${size}`,
    toBag: 'Sepete git',
    continueShopping: 'Alışverişe devam et',
    count: (n: number) => `Sepetinizde ${n} ürün var`,
    countShort: (n: number) => `${n} ürün`,
    quantity: 'Adet',
    maxItems: 'Sepetinize en fazla 30 ürün ekleyebilirsiniz.',
    toFavourites: 'Favorilere taşı',
    favouritesTab: /^Favorilerim/,
    bagTab: /^Sepet \(/,
    size: 'Beden',
    favAddToBag: 'Sepete ekle',
    gift: 'Hediye olarak gönderilsin',
    separately: 'Her biri ayrı pakette',
    couponCode: 'Kupon kodu',
    apply: 'Uygula',
    couponRow: `Kupon (${COUPON})`,
    removeCoupon: 'Kuponu kaldır',
    share: 'Dijital stilistle paylaş',
    makeLink: 'Bağlantı oluştur',
    link: 'Sepet bağlantınız',
    emailChannel: 'E-posta',
    sendTo: 'Gönderilecek e-posta adresi',
    send: 'Gönder',
    sharedHeading: 'Sizinle paylaşılan sepet',
    readOnly: 'Paylaşılan sepet · salt okunur',
    remove: 'Kaldır',
  },
  en: {
    prefix: '/en',
    addToBag: 'Add to bag',
    added: 'Added to your bag.',
    miniBag: 'Added to your bag',
    miniBagSize: (size: string) => `Size: ${size}`,
    toBag: 'View bag',
    continueShopping: 'Continue shopping',
    count: (n: number) => `Items in your bag: ${n}`,
    countShort: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    quantity: 'Quantity',
    maxItems: 'Your bag can hold at most 30 items.',
    toFavourites: 'Move to favourites',
    favouritesTab: /^Favourites/,
    bagTab: /^Bag \(/,
    size: 'Size',
    favAddToBag: 'Add to bag',
    gift: 'This is a gift',
    separately: 'Each in its own box',
    couponCode: 'Coupon code',
    apply: 'Apply',
    couponRow: `Coupon (${COUPON})`,
    removeCoupon: 'Remove coupon',
    share: 'Share with a digital stylist',
    makeLink: 'Create a link',
    link: 'Your bag link',
    emailChannel: 'E-mail',
    sendTo: 'E-mail address to send to',
    send: 'Send',
    sharedHeading: 'A bag shared with you',
    readOnly: 'Shared bag · read-only',
    remove: 'Remove',
  },
} as const;

/** The link to a shared bag in the newest message the outbox holds for a recipient. */
export async function sharedLinkFor(request: APIRequestContext, recipient: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`);
      const body: string = (await answer.json()).Result?.[0]?.body ?? '';
      link = /https?:\/\/\S+\/cart\/shared\/[\w-]+/.exec(body)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Adds and removes `count` different products, so the bag's history holds `count` entries (it keeps
 * one per product); read in English, so the language the bag opens in stays English.
 */
export async function addAndRemove(page: Page, count: number): Promise<void> {
  const listing = await (await page.request.get('/en/categories/kadin')).text();
  const slugs = [...new Set([...listing.matchAll(/href="\/en\/product\/([^"]+)"/g)].map((m) => m[1]!))];
  let removed = 0;
  for (const slug of slugs) {
    if (removed === count) break;
    const html = await (await page.request.get(`/en/product/${slug}`)).text();
    const options = JSON.parse(/data-options="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '[]') as {
      id: number;
      stock: number;
    }[];
    const variant = options.find((o) => o.stock > 0);
    if (!variant) continue;
    const productId = Number(/data-product-id="(\d+)"/.exec(html)?.[1]);
    await sameShopperCall(page, 'POST', '/cop-api/cart/add', { productId, variantId: variant.id, quantity: 1 });
    const session = await (await page.request.get('/cop-api/session')).json();
    await page.request.delete(`/cop-api/cart/item?variantId=${variant.id}`, {
      headers: { RequestVerificationToken: session.Result.Token },
    });
    removed += 1;
  }
  expect(removed).toBe(count);
}
