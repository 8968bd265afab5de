import type { APIRoute } from 'astro';
import { API_PREFIXES } from '@lib/server/pipeline/kinds';
import { desktopRoutes, mobileRoutes } from '@lib/routing/routes';
import { siteOrigin } from '@lib/seo/site.server';
import { robotsTxt } from '@lib/seo/sitemap';

/** robots.txt from the route tables: noindex routes and the JSON API are not crawled. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(siteOrigin(), [...desktopRoutes, ...mobileRoutes], API_PREFIXES), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
