import { z } from 'zod';

// The one rule for a link someone types to a page of the store ("/categories/kadin?sort=new"): an
// editor's link field, a campaign message's link. URL parsers and browsers read more than `//host`
// as another host: `/\host` (a backslash is a slash to them), `/<tab>/host` (tabs and newlines are
// dropped before parsing), and a proxy or server further on may unescape `/%5Chost` or
// `/%2F%2Fhost` into those. So only the plain form passes: one slash first, then no backslash,
// whitespace or control character anywhere, no slash or backslash percent-encoded (once or more),
// and the path still resolves onto the store and not to a `//` path.

/** The longest site path: more is no page of the store, only a way to fill a row or a log. */
const SITE_PATH_MAX = 2_000;
const PLAIN = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
/** A slash or backslash percent-encoded, once or more (%2F, %5c, %252F). */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i;
/** A stand-in origin: a path that resolves away from it would lead off the store. */
const PROBE = 'https://store.invalid';

/** Whether a value is a plain path on this site, one that can lead nowhere else however it is read. */
export function isSitePath(value: string): boolean {
  if (value.length > SITE_PATH_MAX || !PLAIN.test(value) || ENCODED_SEPARATOR.test(value)) return false;
  try {
    const url = new URL(value, PROBE);
    // `/.//host` resolves to the path `//host`, which a redirect's Location would read as a host.
    return url.origin === PROBE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The zod issue's message of a refused site path: a key of the validation catalog, so every form
 * translates it (http/field-errors.server.ts) and the editor tells it from other rules.
 */
export const SITE_PATH_ISSUE = 'validation:sitePath';

/** A site path as a field of a schema; templates and pages make it absolute or add the language. */
export const sitePath = z.string().refine(isSitePath, SITE_PATH_ISSUE);
