import { catalogs, translator } from '@lib/platform/i18n/catalogs.server';
import type { Lang } from '@lib/platform/i18n/lang';

// The SMS texts' words come from the "sms" namespace. i18next answers a missing key with the key
// itself, and a missing English one with the Turkish text, so a gap would pass unseen: given a
// set, every key looked for in vain is added to it (the tests give one and expect it empty).

const NAMESPACE = 'sms';

/** An SMS catalog text for a key (without "sms:"), filled with its values. */
export type SmsWords = (key: string, values?: Record<string, unknown>) => string;

function has(lang: Lang, namespace: string, key: string): boolean {
  let node: unknown = catalogs[lang][namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** The SMS catalog of a language; keys found in no form are added to `missing` when given. */
export function smsWords(lang: Lang, missing?: Set<string>): SmsWords {
  const t = translator(lang) as unknown as (key: string, values?: Record<string, unknown>) => string;
  const plurals = new Intl.PluralRules(lang);
  return (key, values) => {
    // A key with a namespace of its own ("checkout:…") is read there: the seller's identity has one home.
    const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [NAMESPACE, key];
    if (missing) {
      const count = values?.count;
      const found =
        typeof count === 'number'
          ? has(lang, namespace, `${path}_${plurals.select(count)}`) || has(lang, namespace, path)
          : has(lang, namespace, path);
      if (!found) missing.add(`${lang}:${namespace}:${path}`);
    }
    return t(`${namespace}:${path}`, values);
  };
}
