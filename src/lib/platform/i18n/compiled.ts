import type { TFunction } from 'i18next';

type Translate = (key: unknown, options?: unknown) => string;
type Part = string | { name: string };

// Options that change which text i18next picks (beyond a numeric count) or how it is built: calls
// carrying them always go to i18next itself.
const SPECIAL = new Set([
  'context',
  'ns',
  'lng',
  'lngs',
  'fallbackLng',
  'returnObjects',
  'returnDetails',
  'defaultValue',
  'ordinal',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'keySeparator',
  'nsSeparator',
]);
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;

/** A template cut into text and {{variable}} parts, or undefined when it needs i18next (nesting, formats). */
function parse(template: string): Part[] | undefined {
  const parts: Part[] = [];
  let last = 0;
  for (const match of template.matchAll(VARIABLE)) {
    parts.push(template.slice(last, match.index), { name: match[1]! });
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  const literal = parts.filter((part): part is string => typeof part === 'string').join('');
  return literal.includes('{{') || literal.includes('$t(') ? undefined : parts;
}

// As i18next with escapeValue off and skipOnVariables on: null is empty, a missing value stays put.
function fill(parts: Part[], values: Record<string, unknown>): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if (part.name in values) text += values[part.name] == null ? '' : String(values[part.name]);
    else text += `{{${part.name}}}`;
  }
  return text;
}

// The plural form i18next picks: none without a count or with a text count (a client-side
// placeholder such as "{count}"), _zero whenever the count is 0, else the language's rule.
function pluralForm(count: unknown, plurals: Intl.PluralRules): string | undefined {
  if (count === undefined) return '';
  if (typeof count === 'string') return 'text';
  if (typeof count !== 'number') return undefined;
  return count === 0 ? 'zero' : plurals.select(count);
}

/**
 * Wraps an i18next `t` of one fixed language so each text is resolved once and then only filled in.
 * Catalogs never change while the server runs, and i18next's resolution of every call was the
 * largest part of a product page's render; the answers are the same (catalogs.test.ts proves it).
 */
export function compileTranslator(t: TFunction, locale: string): TFunction {
  const translate = t as unknown as Translate;
  const plurals = new Intl.PluralRules(locale);
  const cache = new Map<string, Part[] | null>();
  const resolve = (cacheKey: string, key: string, options?: Record<string, unknown>) => {
    let parts = cache.get(cacheKey);
    if (parts === undefined) {
      parts = parse(translate(key, { ...options, skipInterpolation: true })) ?? null;
      cache.set(cacheKey, parts);
    }
    return parts;
  };
  const lookup = (key: unknown, options?: unknown): string => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null))) {
      return translate(key, options);
    }
    const values = (options ?? {}) as Record<string, unknown>;
    for (const name in values) if (SPECIAL.has(name)) return translate(key, options);
    const { count } = values;
    const form = pluralForm(count, plurals);
    if (form === undefined) return translate(key, options);
    const parts = resolve(`${key}\u0000${form}`, key, count === undefined ? undefined : { count });
    return parts ? fill(parts, values) : translate(key, options);
  };
  return lookup as unknown as TFunction;
}
