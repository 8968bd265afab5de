import type { TFunction } from 'i18next';
import { createI18n, type Messages } from './i18n';
import { LANGS, type Lang } from './lang';

// Catalog files are src/lib/i18n/locales/<lang>/<namespace>.json; each domain owns its namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

/** Every namespace of every language, bundled into the server. */
export const catalogs: Record<Lang, Messages> = { tr: {}, en: {} };
for (const [path, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, Lang, string];
  if (LANGS.includes(lang)) catalogs[lang][ns] = mod.default;
}

/**
 * Catalogs never change while the server runs, so a text asked for by key alone is looked up once;
 * calls with options (interpolation, plurals) still go through i18next. A page asks for dozens of
 * texts, and i18next's key resolution was a tenth of a product page's render time.
 */
function memoized(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const translate = t as unknown as (key: unknown, options?: unknown) => string;
  const lookup = (key: unknown, options?: unknown) => {
    if (options !== undefined || typeof key !== 'string') return translate(key, options);
    let text = texts.get(key);
    if (text === undefined) {
      text = translate(key);
      texts.set(key, text);
    }
    return text;
  };
  return lookup as unknown as TFunction;
}

const translators = Object.fromEntries(
  LANGS.map((lang) => [lang, memoized(createI18n(lang, catalogs[lang], catalogs.tr).t)]),
) as Record<Lang, TFunction>;

/** The translate function of a language; each request picks its own and never switches it. */
export function translator(lang: Lang): TFunction {
  return translators[lang];
}

/** The namespaces an island needs, in its language, to pass as a prop. */
export function islandMessages(lang: Lang, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.map((ns) => [ns, catalogs[lang][ns] ?? {}]));
}
