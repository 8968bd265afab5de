/** The module of Astro that builds each request's render state (astro 7.3.4). */
export const FETCH_STATE_MODULE = 'astro/dist/core/fetch/fetch-state.js';

// Astro 7.3.4's createResult hashes every head element of the route for the CSP on every request:
// each linked stylesheet and module script (whose content is "", the same hash each time) and each
// inline hoisted script. A digest is a crypto.subtle job in the thread pool and a promise: 8-9% of a
// product page's rendering in the profile, for a result fixed by the build. No setting turns it off
// short of dropping `security.csp`, whose header the pages need.
const UPSTREAM = `    if (shouldInjectCspMetaTags) {
      for (const style of styles) {
        extraStyleHashes.push(await generateCspDigest(style.children, cspAlgorithm));
      }
      for (const script of scripts) {
        extraScriptHashes.push(await generateCspDigest(script.children, cspAlgorithm));
      }
    }`;

// The same hashes, each computed once per process: a head element's content comes from the build's
// manifest, never from a request, so the map holds at most the build's distinct head contents.
const PATCHED = `    if (shouldInjectCspMetaTags) {
      const keyOf = (content) => cspAlgorithm + "\\u0000" + content;
      const digest = async (content) => {
        const hash = await generateCspDigest(content, cspAlgorithm);
        HEAD_HASHES.set(keyOf(content), hash);
        return hash;
      };
      for (const style of styles) {
        extraStyleHashes.push(HEAD_HASHES.get(keyOf(style.children)) ?? await digest(style.children));
      }
      for (const script of scripts) {
        extraScriptHashes.push(HEAD_HASHES.get(keyOf(script.children)) ?? await digest(script.children));
      }
    }`;

/**
 * Astro's fetch-state module with its head elements' CSP hashes computed once per process; throws
 * when the upstream code has moved, so an upgrade of Astro fails the build rather than losing it.
 */
export function hashHeadOnce(code: string): string {
  if (!code.includes(UPSTREAM)) throw new Error(`${FETCH_STATE_MODULE} changed upstream: review src/lib/app/server/head-hashes-once.ts`);
  return `const HEAD_HASHES = new Map();\n${code.replace(UPSTREAM, PATCHED)}`;
}

/** What Vite needs of the plugin below (vite itself is Astro's dependency, not ours). */
interface TransformPlugin {
  name: string;
  apply: 'build';
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
}

/** The build-time transform that applies hashHeadOnce to Astro's module (docs/decisions/0050). */
export function headHashesOnce(): TransformPlugin {
  return {
    name: 'storefront:head-hashes-once',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(FETCH_STATE_MODULE)) return null;
      return { code: hashHeadOnce(code), map: null };
    },
  };
}
