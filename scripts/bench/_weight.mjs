// Shared by the benchmarks and the budget tests (tests/api/page-budgets.test.ts): what a page weighs
// as the server sends it, read from its HTML and the built client folder, and the budgets it keeps.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const CLIENT = new URL('../../dist/client', import.meta.url).pathname;
const built = (file) => readFileSync(CLIENT + file);

/**
 * The budgets, in KB (1,024 bytes), gzip at level 9 unless said: one place, which `npm run bench`
 * prints against and the budget tests (tests/api/page-budgets.test.ts) fail past.
 *
 * js: JavaScript a page can load, every island it may wake later included (issue 25): landing
 * pages 15 KB, the product page 30 KB, the bag, checkout and account pages 150 KB.
 * html: the product page keeps its 30 KB; every other page is set just above its figure when the
 * budgets became tests (the largest of tr/en, desktop/phone, in brackets), so a page that grows by
 * a tenth is seen: the home page (9.4 KB), a listing (13.4 KB, 24 cards and the filters; the
 * department's), search (12.6 KB), a campaign (8.7 KB), loyalty and content pages (6.7 KB), the bag
 * with two pieces (12.9 KB), the guest's address step (16.6 KB: both address forms) and payment
 * step (18.2 KB: every payment method's form), an account page (14.7 KB: /customer/info). Every
 * page with the shell then took the cookie banner and its preferences (issue 30: 0.65 KB, the same
 * HTML for every shopper so kept pages stay kept), so those figures are raised by 0.7 KB. The
 * account pages' menu then took "My data" and the footer the privacy and cookie policy links
 * (issue 30: /customer/info 17.1 KB), so theirs is 17.7 KB.
 *
 * `files` on the pages any shopper lands on: how many script files the page loads (its module scripts
 * and their static imports), each a request on a slow network before it is usable. A product page
 * loaded 17 before the shell's modules became one chunk (src/lib/app/server/shell-chunk.ts).
 */
export const BUDGETS = {
  pages: {
    home: { js: 15, html: 11.2, files: 4 },
    listing: { js: 15, html: 15.7, files: 6 },
    search: { js: 15, html: 14.7, files: 4 },
    campaign: { js: 15, html: 10.2, files: 4 },
    loyalty: { js: 15, html: 8.2, files: 3 },
    content: { js: 15, html: 8.2, files: 3 },
    product: { js: 30, html: 30, files: 8 },
    cart: { js: 150, html: 14.7 },
    // 18.7 KB, then the fonts' third face per weight (docs/decisions/0011) added 0.2 KB to every page's head.
    address: { js: 150, html: 18.9 },
    payment: { js: 150, html: 20.7 },
    account: { js: 150, html: 17.7 },
    // An account page whose HTML carries the form's setup: the categories and their questions, the member's addresses.
    reborn: { js: 150, html: 21.7 },
  },
  /**
   * A product page once the shopper opens "Ask the seller": the page plus the dialog's module, a
   * dynamic import() run on the click (so not in the page's own figure).
   */
  askSellerOpened: 30,
  css: 20,
  /**
   * Fonts preloaded: the two Latin subsets (Inter, Bodoni Moda; woff2: raw bytes). 69,924 bytes when
   * the budgets became tests; 49,292 since Bodoni's weight axis is pinned (docs/decisions/0011).
   */
  fonts: { count: 2, bytes: 49_292 },
};

/** Bytes after gzip at level 9, as the server sends text. */
export const gz = (text) => gzipSync(text, { level: 9 }).length;

/** Static imports of a built module ("./x.js"); its dynamic import("./y.js") calls apart. */
function importsOf(file) {
  const code = built(file).toString('utf8');
  const at = (spec) => new URL(spec, `http://x${file}`).pathname;
  return {
    statics: [...code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)].map(([, spec]) => at(spec)),
    dynamics: [...code.matchAll(/import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g)].map(([, spec]) => at(spec)),
  };
}

/** Every module a script pulls in through static imports; the dynamic imports met on the way go to `lazy`. */
function withImports(file, seen, lazy) {
  if (seen.has(file)) return;
  seen.add(file);
  const { statics, dynamics } = importsOf(file);
  for (const spec of statics) withImports(spec, seen, lazy);
  for (const spec of dynamics) lazy.add(spec);
}

const sumGz = (files) => [...files].reduce((sum, file) => sum + gz(built(file)), 0);

/**
 * JavaScript a page loads (gzip): its module scripts with every static import, its islands
 * (component-url and renderer-url: client:load, idle, visible and only alike), its inline scripts.
 * A dynamic import() runs only when its code asks (a click), so it is not in `total`: `lazy` lists
 * each such module with what it adds to the page (its own static imports the page has not loaded).
 */
export function scriptWeight(html) {
  const files = new Set();
  const lazyFiles = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="(\/_astro\/[^"]+)"/g)) withImports(src, files, lazyFiles);
  for (const [, src] of html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+)"/g)) withImports(src, files, lazyFiles);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, code]) => sum + (code.trim() ? gz(code) : 0),
    0,
  );
  const lazy = [...lazyFiles].map((file) => {
    const added = new Set();
    withImports(file, added, new Set());
    for (const loaded of files) added.delete(loaded);
    return { file, added: sumGz(added) };
  });
  return { total: sumGz(files) + inline, files: files.size, lazy };
}

/** Stylesheets linked from the page plus inline <style>, gzip each as the server would send it. */
export function styleWeight(html) {
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/_astro\/[^"]+)"/g)].map(([, href]) => href);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css]) => sum + (css.trim() ? gz(css) : 0), 0);
  return { total: sumGz(linked) + inline, files: linked.length };
}

/** Fonts the page preloads (woff2 is already compressed: raw bytes). */
export function preloadedFonts(html) {
  const fonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g)].map(([, href]) => href);
  const bytes = fonts.reduce((sum, href) => sum + built(href).length, 0);
  return { bytes, count: fonts.length };
}
