import type { Lang } from '@lib/platform';
import type { ProductCard } from './card.server';
import { catalogIndex } from './index.server';
import { listProducts } from './listing.server';
import { parseListingQuery } from './schema';

/**
 * The first products of the listing a campaign leads to (its `href`, a category with filters), for
 * the campaign page's product list; none when the campaign leads anywhere else.
 */
export async function campaignProducts(href: string, limit: number, lang: Lang): Promise<ProductCard[]> {
  const url = new URL(href, 'http://campaign.invalid');
  const slug = /^\/categories\/([a-z0-9-]+)$/.exec(url.pathname)?.[1];
  const category = slug && (await catalogIndex()).categoryBySlug.get(slug);
  if (!category) return [];
  const scope = category.parentId == null ? { departmentId: category.id } : { categoryId: category.id };
  const { items } = await listProducts(scope, parseListingQuery(url.searchParams), lang);
  return items.slice(0, limit);
}
