import type { MiddlewareHandler } from 'astro';
import { ISLAND_STYLE_ELEMENT, withoutText } from './island-style';

/**
 * Takes Astro's island <style> out of every HTML page as it streams (its rule is in the global style
 * sheet), so a page's body holds no <style>. Innermost in the chain: a kept page is kept clean.
 */
export const validMarkup: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(withoutText(ISLAND_STYLE_ELEMENT)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
