// Page weight: JavaScript and CSS each landing page (and the bag with two pieces in it) loads (gzip; every module a script imports and
// inline scripts included) against their budgets, the fonts it preloads, and a product page's HTML.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from './_server.mjs';
import { kb, landingPages } from './_catalog.mjs';

export const title = 'Page weight (gzip)';

const BUDGET = { home: 15, listing: 15, search: 15, campaign: 15, loyalty: 15, product: 80, cart: 150 };
const CSS_BUDGET = 20;
const gz = (text) => gzipSync(text, { level: 9 }).length;

/** Every module a script pulls in through static imports, read from the built client folder. */
function withImports(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(`dist/client${file}`, 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g))
    withImports(new URL(spec, `http://x${file}`).pathname, seen);
}

function scriptWeight(html) {
  const files = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="(\/_astro\/[^"]+)"/g)) withImports(src, files);
  for (const [, src] of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+)"/g)) withImports(src, files);
  const external = [...files].reduce((sum, file) => sum + gz(readFileSync(`dist/client${file}`)), 0);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, code]) => sum + (code.trim() ? gz(code) : 0),
    0,
  );
  return { total: external + inline, files: files.size };
}

/** Stylesheets linked from the page plus inline <style>, gzip each as the server would send it. */
function styleWeight(html) {
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/_astro\/[^"]+)"/g)].map(([, href]) => href);
  const external = linked.reduce((sum, href) => sum + gz(readFileSync(`dist/client${href}`)), 0);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css]) => sum + (css.trim() ? gz(css) : 0), 0);
  return { total: external + inline, files: linked.length };
}

/** Fonts the page preloads (woff2 is already compressed: raw bytes). */
function preloadedFonts(html) {
  const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g)].map(([, href]) => href);
  const bytes = fonts.reduce((sum, href) => sum + readFileSync(`dist/client${href}`).length, 0);
  return { bytes, count: fonts.length };
}

/**
 * The bag's HTML with two pieces in it (the product page's first two sizes in stock), added through
 * the cart's own call under one session, as a shopper's browser would.
 */
async function filledCartHtml(url, productPath) {
  const session = await fetch(`${url}/cop-api/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = (await session.json()).Result.Token;
  const product = await (await fetch(url + productPath, { headers: { cookie } })).text();
  const options = JSON.parse(/data-options="([^"]*)"/.exec(product)?.[1]?.replaceAll('&quot;', '"') ?? '[]');
  const productId = Number(/data-product-id="(\d+)"/.exec(product)?.[1]);
  const headers = { cookie, origin: url, 'content-type': 'application/json', RequestVerificationToken: token };
  for (const variant of options.filter((o) => o.stock > 0).slice(0, 2)) {
    const body = JSON.stringify({ productId, variantId: variant.id, quantity: 1 });
    const answer = await (await fetch(`${url}/cop-api/cart/add`, { method: 'POST', headers, body })).json();
    if (!answer.Success) throw new Error(`cart add refused: ${JSON.stringify(answer)}`);
  }
  return (await fetch(`${url}/cart`, { headers: { cookie } })).text();
}

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  try {
    const pages = await landingPages(server.url);
    const htmlOf = (name, path) =>
      name === 'cart' ? filledCartHtml(server.url, pages.product) : fetch(server.url + path).then((r) => r.text());
    for (const [name, path] of Object.entries({ ...pages, cart: '/cart' })) {
      const html = await htmlOf(name, path);
      const { total, files } = scriptWeight(html);
      const css = styleWeight(html);
      const fonts = preloadedFonts(html);
      const verdict = total <= BUDGET[name] * 1024 ? 'ok' : 'OVER';
      const cssVerdict = css.total <= CSS_BUDGET * 1024 ? 'ok' : 'OVER';
      console.log(
        `${name.padEnd(9)} JS ${kb(total).padStart(8)} (${files} files, budget ${BUDGET[name]} KB) ${verdict}   CSS ${kb(css.total).padStart(8)} (${css.files} files, budget ${CSS_BUDGET} KB) ${cssVerdict}   fonts preloaded ${fonts.count} (${kb(fonts.bytes)})   HTML ${kb(gz(html))}`,
      );
    }
    const productHtml = await (await fetch(server.url + pages.product)).text();
    console.log(`product page HTML: ${kb(gz(productHtml))} gzip (budget 30 KB) ${gz(productHtml) <= 30 * 1024 ? 'ok' : 'OVER'}`);
  } finally {
    await server.stop();
  }
}
