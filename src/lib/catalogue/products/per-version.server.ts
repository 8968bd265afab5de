import { cache } from '@lib/platform/index.server';
// Registers the "live:<kind>" scopes the shell's markup is kept under.
import '@lib/catalogue/content/live.server';

// What every page shows of the catalogue (its index, the header's brands, rows of other products)
// is kept per catalogue version (platform/freshness): the triggers of drizzle/0019 raise it in the
// transaction that changes any of it, on every process, so a page rendered after a change never
// shows the catalogue from before it. Only the catalogue goes in here: no function here sees a
// request, a session or a shopper.

/** The scope of everything the catalogue is: products as listings show them, categories, brands, sellers. */
export const CATALOGUE = ['catalogue'] as const;
/** The shell's parts show the catalogue and the header's and footer's content. */
const SHELL = ['catalogue', 'live:header', 'live:footer'] as const;

// As long as a kept page: what a card pictures (the first colour in stock) can change with a sale
// that moves no catalogue version, so nothing is kept longer than a page.
export const MAX_AGE_MS = 10 * 60 * 1000;

/** Values by key, loaded once per catalogue version and at most MAX_AGE_MS; at most `max` kept. */
export function perVersion<V extends {}>(name: string, max: number): (key: string, load: () => Promise<V>) => Promise<V> {
  const kept = cache<V>({ name, max, maxAgeMs: MAX_AGE_MS });
  return (key, load) => kept(key, CATALOGUE, load);
}

/** The values of `load` by key, computed once per catalogue version; at most `max` kept. */
export function perCatalogue<V extends {}>(name: string, load: (key: string) => Promise<V>, max = 1): (key: string) => Promise<V> {
  const get = perVersion<V>(name, max);
  return (key) => get(key, () => load(key));
}

const shellParts = cache<string>({ name: 'shell markup', max: 200, maxAgeMs: MAX_AGE_MS });
/**
 * Markup of the shell that shows only the catalogue, the header's and footer's content and the
 * built server's fixed text (the mega menu, the menu drawer's departments, the footer's columns),
 * rendered once per version and key (what else sets it apart: the language, the current
 * department). The key must name everything the markup depends on, and the markup must hold
 * nothing of the shopper.
 */
export const keptMarkup = (key: string, render: () => Promise<string>): Promise<string> => shellParts(key, SHELL, render);

/**
 * Product cards' markup, keyed by everything a card shows (its fields, the language, its sizes and
 * heading): a card whose picture or badge moves with stock gets a new key, no version needed. Once
 * per catalogue version all the same, so cards of a catalogue gone by leave with it.
 */
export const keptCardMarkup = perVersion<string>('card markup', 1_000);
