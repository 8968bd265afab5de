import { z } from 'zod';

// The one rule for a link someone types to a page of the store ("/categories/kadin?sort=new"): an
// editor's link field, a campaign message's link. URL parsers and browsers read more than `//host`
// as another host: `/\host` (a backslash is a slash to them), `/<tab>/host` (tabs and newlines are
// dropped before parsing), and a proxy or server further on may unescape `/%5Chost` or
// `/%2F%2Fhost` into those, or unescape `/%25%35c` into `/%5c` and that again into `/\`. So only
// the plain form passes: one slash first, then no backslash, whitespace or control character
// anywhere; and at every layer of escapes undone, no slash or backslash still percent-encoded, and
// the path still resolves onto the store and not to a `//` path.

/** The longest site path: more is no page of the store, only a way to fill a row or a log. */
const SITE_PATH_MAX = 2_000;
const PLAIN = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
/** A slash or backslash percent-encoded, once or more (%2F, %5c, %252F). */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i;
/** A stand-in origin: a path that resolves away from it would lead off the store. */
const PROBE = 'https://store.invalid';
/** More layers of escapes than this is no link anyone types, only a way past a check. */
const MAX_LAYERS = 4;

/** One layer of escapes undone, as strictly as a browser or as loosely as a lenient server. */
function unescapeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

/** The value as typed and with each layer of escapes undone; undefined past MAX_LAYERS. */
function layersOf(value: string): string[] | undefined {
  const layers = [value];
  for (let current = value; layers.length <= MAX_LAYERS + 1; ) {
    const next = unescapeOnce(current);
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return undefined;
}

/** Whether one reading stays on the store: `/.//host` resolves to the path `//host`, which a redirect's Location reads as a host. */
function staysOnStore(reading: string): boolean {
  if (ENCODED_SEPARATOR.test(reading)) return false;
  try {
    const url = new URL(reading, PROBE);
    return url.origin === PROBE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Whether a value is a plain path on this site, one that can lead nowhere else however it is read. */
export function isSitePath(value: string): boolean {
  if (value.length > SITE_PATH_MAX || !PLAIN.test(value)) return false;
  return layersOf(value)?.every(staysOnStore) ?? false;
}

/**
 * The zod issue's message of a refused site path: a key of the validation catalog, so every form
 * translates it (http/field-errors.server.ts) and the editor tells it from other rules.
 */
export const SITE_PATH_ISSUE = 'validation:sitePath';

/** A site path as a field of a schema; templates and pages make it absolute or add the language. */
export const sitePath = z.string().refine(isSitePath, SITE_PATH_ISSUE);
