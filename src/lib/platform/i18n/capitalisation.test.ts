import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server';

// One capitalisation style per language (docs/decisions/0028-capitalisation.md): buttons, headings,
// tabs and labels are written in sentence case in Turkish and in English; capitals a design shows
// (uppercase buttons, department names) come from CSS text-transform, never from the catalogs.

/** Names that keep their capitals wherever they stand: the store's programmes, partners and products. */
const PROPER_NAMES = [
  'Vitrin',
  'Vitrin Atelier',
  'Vitrin Reborn',
  'The One',
  'Club & More',
  'Reborn',
  'OneCard',
  'Coins',
  'PayPal',
  'App Store',
  'Google Play',
  '3-D Secure',
  '3D Secure',
  'Bonus',
  'Istanbul',
  'İstanbul',
  'Turkish',
  'English',
  'TL',
  'T.C.',
  'Boğaziçi Kurumlar',
  'Vergi Dairesi',
  'Mağazacılık A.Ş.',
  // Legal documents are named as the law names them (Turkish writes them as proper names).
  'Mesafeli Satış Sözleşmesi',
  'Ön Bilgilendirme Formu',
  'Aydınlatma Metni',
  'Üyelik Sözleşmesi',
  'Distance Sales Agreement',
  'Preliminary Information Form',
  'Çerez Politikası',
  'Cookie Policy',
  'Privacy Notice',
  'Membership Agreement',
  'e-Archive Invoice',
  'e-Arşiv Fatura',
  // Month names are capitalised in both languages.
  ...['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
];

/** Texts the retailer's original wording fixes word for word (docs/behaviour/errors.md#the-generic-error). */
const SPEC_TEXTS = new Set(['İşlem Gerçekleştirilemedi']);

/** A key whose name says it is a button or a heading (or a page's title, a tab, a label). */
const BUTTON_OR_HEADING = /(^|\.)(heading|title|subtitle|button|submit|cta|tab|label|[a-z]+(Heading|Title|Button|Label|Tab))$/;

/** The catalog's strings as [key, value]. */
function entries(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}.${k}`));
}

/** A short text with no sentence inside it: a button, heading, tab or label whatever its key's name. */
const isShortControlText = (value: string) => value.split(/\s+/).length <= 6 && !/[.!?]\s/.test(value) && !/[.!?]$/.test(value);

/**
 * The words of a text that break sentence case: a capital after the first word, unless a proper
 * name, an acronym, or the start of a new sentence or part (after ". ", ": ", "· ", "| ", "(" …).
 */
function titleCaseWords(value: string): string[] {
  let text = value.replace(/\{\{[^}]+\}\}/g, ' ').replace(/<[^>]+>/g, ' ');
  for (const name of PROPER_NAMES) text = text.replaceAll(name, ' ');
  const parts = text.split(/[.!?:·|()–—/]\s*|\s-\s/);
  return parts.flatMap((part) =>
    part
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word) && !/^[\p{Lu}\d-]+(['’]\p{L}+)?$/u.test(word)),
  );
}

describe('capitalisation', () => {
  it('reads sentence case as the rule wants it', () => {
    expect(titleCaseWords('Check Balance')).toEqual(['Balance']);
    expect(titleCaseWords('Bakiye Sorgula')).toEqual(['Sorgula']);
    expect(titleCaseWords('Check balance')).toEqual([]);
    expect(titleCaseWords('Open The One')).toEqual([]);
    expect(titleCaseWords('Shared bag | Vitrin')).toEqual([]);
    expect(titleCaseWords('Saved. You can verify it later')).toEqual([]);
    expect(titleCaseWords('Bank transfer (IBAN)')).toEqual([]);
  });

  for (const lang of ['tr', 'en'] as const) {
    it(`keeps the ${lang} buttons, headings, tabs and labels in sentence case`, () => {
      const offenders = Object.entries(catalogs[lang])
        .flatMap(([ns, tree]) => entries(tree, ns))
        .filter(([key, value]) => BUTTON_OR_HEADING.test(key) || isShortControlText(value))
        .filter(([, value]) => !SPEC_TEXTS.has(value) && titleCaseWords(value).length > 0)
        .map(([key, value]) => `${key}: ${value}`);
      expect(offenders).toEqual([]);
    });
  }
});
