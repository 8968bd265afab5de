import { robotsDirective } from '@lib/platform';
import { threeDPagePolicy } from './page';
import { takeThreeDPage } from './three-d.server';

// The route of iyzico's 3-D page on this site (/cop-api/checkout/iyzico/3d/<random id>): the
// checkout's modal frames only pages of its own origin, so iyzico's HTML is served from here, once,
// under a policy of its own, never cached and never indexed.

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The answer to GET of a 3-D page: iyzico's HTML the first time, else 404 with `unknown` (the shopper's language). */
export async function iyzicoThreeDPage(pageId: string, lang: string, unknown: string): Promise<Response> {
  const html = await takeThreeDPage(pageId);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': robotsDirective('noindex'), 'Content-Type': 'text/html; charset=utf-8' };
  if (html === null) {
    const body = `<!doctype html><html lang="${escapeHtml(lang)}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>3-D Secure</title><p>${escapeHtml(unknown)}</p>`;
    return new Response(body, {
      status: 404,
      headers: { ...headers, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'" },
    });
  }
  return new Response(html, { status: 200, headers: { ...headers, 'Content-Security-Policy': await threeDPagePolicy(html) } });
}
