// Page weight: JavaScript and CSS each landing page (and the bag with two pieces in it, and the two
// checkout steps of a verified guest) loads (gzip; every module a script imports and inline scripts
// included) against their budgets, the fonts it preloads, and a product page's HTML. The measures
// and budgets are those the budget tests (tests/api/page-budgets.test.ts) enforce.
import { startBuiltServer } from './_server.mjs';
import { kb, landingPages } from './_catalog.mjs';
import { checkoutHtml, filledCartHtml } from './_shopper.mjs';
import { BUDGETS, gz, preloadedFonts, scriptWeight, styleWeight } from './_weight.mjs';

export const title = 'Page weight (gzip)';

const BUDGET = Object.fromEntries(Object.entries(BUDGETS.pages).map(([name, budget]) => [name, budget.js]));

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://', DEV_OUTBOX: '1' });
  try {
    const pages = await landingPages(server.url);
    const checkout = await checkoutHtml(server.url, pages.product);
    const htmlOf = async (name, path) => {
      if (name === 'cart') return (await filledCartHtml(server.url, pages.product))[0];
      if (name === 'address' || name === 'payment') return checkout[name][0];
      return fetch(server.url + path).then((r) => r.text());
    };
    for (const [name, path] of Object.entries({ ...pages, cart: '/cart', address: '', payment: '' })) {
      const html = await htmlOf(name, path);
      const { total, files } = scriptWeight(html);
      const css = styleWeight(html);
      const fonts = preloadedFonts(html);
      const verdict = total <= BUDGET[name] * 1024 ? 'ok' : 'OVER';
      const cssVerdict = css.total <= BUDGETS.css * 1024 ? 'ok' : 'OVER';
      console.log(
        `${name.padEnd(9)} JS ${kb(total).padStart(8)} (${files} files, budget ${BUDGET[name]} KB) ${verdict}   CSS ${kb(css.total).padStart(8)} (${css.files} files, budget ${BUDGETS.css} KB) ${cssVerdict}   fonts preloaded ${fonts.count} (${kb(fonts.bytes)})   HTML ${kb(gz(html))}`,
      );
    }
    const productHtml = await (await fetch(server.url + pages.product)).text();
    const htmlBudget = BUDGETS.pages.product.html;
    console.log(
      `product page HTML: ${kb(gz(productHtml))} gzip (budget ${htmlBudget} KB) ${gz(productHtml) <= htmlBudget * 1024 ? 'ok' : 'OVER'}`,
    );
  } finally {
    await server.stop();
  }
}
