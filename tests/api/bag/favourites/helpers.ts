import { expect } from 'vitest';
import type { ApiClient } from '../../../support/api-client';

/** A product as its page offers it: id, name and sizes (variant ids with stock). */
export interface Offered {
  productId: number;
  name: string;
  options: { id: number; size: string; stock: number }[];
}

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** Reads a product's sizes from its page (the choice form's data), following the slug redirect. */
async function offered(client: ApiClient, id: number): Promise<Offered | undefined> {
  let response = await client.request(`/en/product/p-${id}`);
  const location = response.headers.get('location');
  if (location) response = await client.request(location);
  if (response.status !== 200) return undefined;
  const page = await response.text();
  const options = /data-options="([^"]*)"/.exec(page)?.[1];
  const name = /data-name="([^"]*)"/.exec(page)?.[1];
  if (!options || !name) return undefined;
  return { productId: id, name: decode(name), options: JSON.parse(decode(options)) };
}

/** The first `count` products (from id `from`) that come in more than one size, or in one only. */
export async function products(client: ApiClient, count: number, kind: 'sized' | 'oneSize', from = 1): Promise<Offered[]> {
  const found: Offered[] = [];
  for (let id = from; found.length < count && id < from + 200; id++) {
    const product = await offered(client, id);
    if (product && (kind === 'sized' ? product.options.length > 1 : product.options.length === 1)) found.push(product);
  }
  expect(found).toHaveLength(count);
  return found;
}
