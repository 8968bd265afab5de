import type { APIRoute } from 'astro';
import { API_PREFIXES, desktopRoutes, mobileRoutes } from '@lib/platform';
import { siteOrigin } from '@lib/catalogue/index.server';
import { robotsTxt } from '@lib/catalogue';

/** robots.txt from the route tables: noindex routes and the JSON API are not crawled. */
export const GET: APIRoute = () =>
  new Response(robotsTxt(siteOrigin(), [...desktopRoutes, ...mobileRoutes], API_PREFIXES), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
