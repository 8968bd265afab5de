import type { APIRoute } from 'astro';
import { catalogIndex, productSlugs, contentPaths, siteOrigin } from '@lib/catalogue/index.server';
import { sitemapXml } from '@lib/catalogue';

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
