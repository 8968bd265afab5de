import { catalogs, translator } from '@lib/platform/i18n/catalogs.server';
import type { Lang } from '@lib/platform/i18n/lang';
import type { Words } from './mail';

// The templates' words come from the "mail" namespace only. i18next answers a missing key with the
// key itself, and an English one with the Turkish text, so a gap would pass unseen: given an
// audit, every key looked up is noted, and every one found in neither form (plain or plural) too.
// The tests render every sample with one and expect nothing missing and nothing unused.

const NAMESPACE = 'mail';

/** The keys a render looked up, and those of them its language's catalog lacks ("tr:code.caption"). */
export interface WordsAudit {
  used: Set<string>;
  missing: Set<string>;
}

/** Whether a language's mail catalog has a text under a key (dotted, no namespace). */
function hasMailKey(lang: Lang, key: string): boolean {
  let node: unknown = catalogs[lang][NAMESPACE];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The mail catalog of a language; with an audit, notes each key looked up and each one missing. */
export function wordsFor(lang: Lang, audit?: WordsAudit): Words {
  const t = translator(lang) as unknown as (key: string, values?: Record<string, unknown>) => string;
  const plurals = new Intl.PluralRules(lang);
  return (key, values) => {
    if (audit) {
      audit.used.add(key);
      const count = values?.count;
      const found = hasMailKey(lang, key) || (typeof count === 'number' && hasMailKey(lang, `${key}_${plurals.select(count)}`));
      if (!found) audit.missing.add(`${lang}:${key}`);
    }
    return t(`${NAMESPACE}:${key}`, values);
  };
}
