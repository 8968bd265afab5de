/**
 * The modules the layout's shell script and the dialogs' script import (directly or through a
 * neighbour), which every storefront page therefore loads: the API client and its error catalogue,
 * the session, bag, favourites and toast stores, consent and the data layer, money format, scroll.
 * A module left out of this list only makes a chunk of its own again, as before.
 */
const SHELL_MODULES = [
  /\/src\/lib\/platform\/(errors\/catalogue|session\/(csrf|store)|http\/(client|cookie)|consent\/(rules|browser)|analytics\/data-layer|toast\/store|money\/format|ui\/scroll)\.ts$/,
  /\/src\/lib\/bag\/(cart\/store|favourites\/(rules|store))\.ts$/,
  /\/src\/(islands\/app\/shell\/toaster|components\/platform\/ui\/dialog)\.ts$/,
  /\/node_modules\/(destr|ufo|ofetch|cookie|nanostores)\//,
  // Vite's helper for a dynamic import(), which the "Ask the seller" and payment scripts use.
  /vite\/preload-helper/,
];

/** What Vite needs of the plugin below (vite itself is Astro's dependency, not ours). */
interface EnvironmentPlugin {
  name: string;
  configEnvironment(
    name: string,
  ):
    | { build: { rolldownOptions: { output: { codeSplitting: { groups: { name: string; test: (id: string) => boolean }[] } } } } }
    | undefined;
}

/**
 * One chunk for what every storefront page loads. Astro renders each component's script as a module
 * of its own, and the bundler split what two of them share into small chunks: a product page asked
 * for 17 scripts (41 KB, 31 KB sent), each a request on a phone's slow network before the page is
 * usable. The shell's modules now go into one chunk (docs/decisions/0050-rendering-cost.md, "Fewer
 * script files"); `tests/api/page-budgets.test.ts` holds the count.
 */
export function shellChunk(): EnvironmentPlugin {
  const test = (id: string) => SHELL_MODULES.some((pattern) => pattern.test(id));
  return {
    name: 'storefront:shell-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test }] } } } } };
    },
  };
}
