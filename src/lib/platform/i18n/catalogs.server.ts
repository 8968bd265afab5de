import { readdirSync, readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import { compileTranslator } from './compiled';
import { createI18n, type Messages } from './i18n';
import { LANGS, type Lang } from './lang';

// Catalog files are src/lib/platform/i18n/locales/<lang>/<namespace>.json; each domain owns its
// namespace. Vite bundles them (import.meta.env is Vite's); a script run by plain tsx (npm run
// editor:add, db:seed) reads them from the source tree beside this module.
type CatalogFiles = Record<string, { default: Record<string, unknown> }>;
const files: CatalogFiles = import.meta.env
  ? import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true })
  : localesOnDisk();

function localesOnDisk(): CatalogFiles {
  const root = new URL('./locales/', import.meta.url);
  return Object.fromEntries(
    readdirSync(root).flatMap((lang) =>
      readdirSync(new URL(`${lang}/`, root))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [`./locales/${lang}/${file}`, { default: JSON.parse(readFileSync(new URL(`${lang}/${file}`, root), 'utf8')) }]),
    ),
  );
}

/** Every namespace of every language, bundled into the server. */
export const catalogs: Record<Lang, Messages> = { tr: {}, en: {} };
for (const [path, mod] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lang, ns] = match as unknown as [string, Lang, string];
  if (LANGS.includes(lang)) catalogs[lang][ns] = mod.default;
}

const translators = Object.fromEntries(
  LANGS.map((lang) => [lang, compileTranslator(createI18n(lang, catalogs[lang], catalogs.tr).t, lang)]),
) as Record<Lang, TFunction>;

/** The translate function of a language; each request picks its own and never switches it. */
export function translator(lang: Lang): TFunction {
  return translators[lang];
}

/** The namespaces an island needs, in its language, to pass as a prop. */
export function islandMessages(lang: Lang, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.map((ns) => [ns, catalogs[lang][ns] ?? {}]));
}
