// Page weight: JavaScript each landing page loads (gzip, every module it imports, inline scripts
// included) against its budget, and the HTML of a product page.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startBuiltServer } from './_server.mjs';
import { kb, landingPages } from './_catalog.mjs';

export const title = 'Page weight (gzip)';

const BUDGET = { home: 15, listing: 15, search: 15, campaign: 15, loyalty: 15, product: 80 };
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

export async function run() {
  const server = await startBuiltServer({ PGLITE_DIR: 'memory://' });
  try {
    const pages = await landingPages(server.url);
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await fetch(server.url + path)).text();
      const { total, files } = scriptWeight(html);
      const verdict = total <= BUDGET[name] * 1024 ? 'ok' : 'OVER';
      console.log(
        `${name.padEnd(9)} JS ${kb(total).padStart(8)} (${files} files, budget ${BUDGET[name]} KB) ${verdict}   HTML ${kb(gz(html))}`,
      );
    }
    const productHtml = await (await fetch(server.url + pages.product)).text();
    console.log(`product page HTML: ${kb(gz(productHtml))} gzip (budget 30 KB) ${gz(productHtml) <= 30 * 1024 ? 'ok' : 'OVER'}`);
  } finally {
    await server.stop();
  }
}
