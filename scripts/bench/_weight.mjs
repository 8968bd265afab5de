// Shared by the benchmarks: what a page's scripts weigh once gzipped, read from the built client folder.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9, as the server sends text. */
export const gz = (text) => gzipSync(text, { level: 9 }).length;

/** Every module a script pulls in through static imports, read from the built client folder. */
function withImports(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(`dist/client${file}`, 'utf8');
  for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g))
    withImports(new URL(spec, `http://x${file}`).pathname, seen);
}

/** JavaScript a page loads (gzip): its module scripts with every static import, its islands, its inline scripts. */
export function scriptWeight(html) {
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
