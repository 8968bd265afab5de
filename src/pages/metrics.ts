import type { APIRoute } from 'astro';
import { env, bearerMatches, exposition } from '@lib/platform/index.server';

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The Prometheus scrape. Without METRICS_TOKEN it is absent (404); with it, a request without that
 * bearer token gets 401 and nothing else.
 */
export const GET: APIRoute = async ({ request }) => {
  const token = env().METRICS_TOKEN;
  if (!token) return new Response(null, { status: 404, headers: PRIVATE });
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return new Response(null, { status: 401, headers: { ...PRIVATE, 'WWW-Authenticate': 'Bearer realm="metrics"' } });
  }
  const { body, contentType } = await exposition();
  return new Response(body, { headers: { ...PRIVATE, 'Content-Type': contentType } });
};
