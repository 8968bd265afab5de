import type { APIRoute } from 'astro';
import { catalogIndex } from '@lib/catalogue/products/index.server';
import { productSlugs } from '@lib/catalogue/products/product.server';
import { contentPaths } from '@lib/catalogue/content/entries.server';
import { siteOrigin } from '@lib/catalogue/seo/site.server';
import { sitemapXml } from '@lib/catalogue/seo/sitemap';

/** Every indexable page in both languages: home, categories, products, campaigns, content. */
export const GET: APIRoute = async () => {
  const [index, slugs, content] = await Promise.all([catalogIndex(), productSlugs(), contentPaths('tr')]);
  const paths = [
    '/',
    '/categories',
    ...[...index.categoryBySlug.keys()].map((slug) => `/categories/${slug}`),
    ...slugs.map((slug) => `/product/${slug}`),
    ...content,
  ];
  return new Response(sitemapXml(siteOrigin(), paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
