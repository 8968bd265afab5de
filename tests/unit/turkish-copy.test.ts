import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlInImperative, doubledWords, entries } from './copy-rules';

// The shop's Turkish as a native speaker writes it, in one register: the polite "-in" imperative
// ("deneyin", "girin"), never the "-iniz" one ("deneyiniz") beside it in the same flow. These are
// the slips a second walk found; a text that brings one back fails here with its file and line.
const IMPERATIVE_INIZ =
  /(?<!\p{L})(dene|gir|seç|yap|iste|ed|bağla|paylaşma|ekle|sorgula|onayla|yaz|tamamla|sil|kapatma|gönder|geç|doğrula|bekle|başla|bildir|incele)y?(iniz|ınız)(?!\p{L})/iu;
const ABBREVIATIONS = new Set([
  'TL',
  'SMS',
  'KVKK',
  'IBAN',
  'PIN',
  'KDV',
  'VIP',
  'MERSİS',
  'KEP',
  'ABD',
  'AB',
  'UK',
  'TR',
  'PDF',
  'JPEG',
  'PNG',
  'AVIF',
  'JSON',
  'MB',
  'OK',
  'YYYY',
  'AA',
]);
const AWKWARD: [RegExp, string][] = [
  [IMPERATIVE_INIZ, 'the "-iniz" imperative: write "-in" (deneyin, girin, seçin)'],
  [/\}\}\s+başlayan/u, 'a price starts "{{price}}\'den başlayan", with the ablative'],
  [/\b3D Secure/u, 'the scheme is written "3-D Secure", as the bank page and the English say'],
  [/paracık/iu, 'partner coins are "coin" / "Coins", as their panel names them'],
  [/^\s*"[^"]+":\s*"Ürün satın"/u, '"Ürün satın" reads "buy a product": the Reborn page sells one'],
];

/** Words in capitals that are not abbreviations: capitals come from CSS, and screen readers read the source. */
function shouted(copy: string): string[] {
  return (copy.match(/\p{Lu}{3,}/gu) ?? []).filter((word) => !ABBREVIATIONS.has(word));
}

const catalogs = readdirSync('src/lib/platform/i18n/locales/tr').map((name) => join('src/lib/platform/i18n/locales/tr', name));
const content = ['campaigns', 'loyalty', 'pages', 'shared', 'home'].flatMap((collection) => {
  const folder = join('src/content', collection, 'tr');
  return readdirSync(folder).map((name) => join(folder, name));
});

// Buttons and links name their action in the bare form (decision 0042: "Sepete ekle", "Tümünü gör"),
// while sentences and headings that ask the shopper keep the polite "-in" ("Kodu girin"). A control is
// known by its key: a button, link, cta or submit, or one of the action keys the copy review found
// written as "Tekrar deneyin", "Giriş yapın", "Okuyun", "Fotoğraf ekleyin"; and the header's and
// footer's link labels. A text that starts in lower case is a link inside a sentence ("… için
// <a>giriş yapın</a>."), and keeps the sentence's form.
const CONTROL_KEY =
  /(^|\.)(button|buttons|submit|cta|links?)(\.|$)|\.(apply|join|login|signIn|tryAgain|retry|createAccount|startNew|approve|agreement|read|readShort|add|addPhotos|back|link|download|open[A-Z]\w*|show[A-Z]\w*|\w+(Button|Link|Cta|Submit))$/;
describe('Turkish copy', () => {
  it('tells a control in the "-in" form from one in the bare form', () => {
    for (const label of [
      'Tekrar deneyin',
      'Giriş yapın',
      'Üye olun',
      'Okuyun',
      '{{name}} metnini okuyun',
      'Fotoğraf ekleyin',
      'Devam edin',
    ]) {
      expect(controlInImperative(label), label).toBe(true);
    }
    for (const label of [
      'Tekrar dene',
      'Giriş yap',
      'Üye ol',
      'Görüntüle',
      'Fotoğraf ekle',
      'giriş yapın',
      'Kodu girin.',
      'Kadın',
      'Altın',
    ]) {
      expect(controlInImperative(label), label).toBe(false);
    }
    expect(doubledWords('Adım adım iade', 'tr')).toEqual([]);
    expect(doubledWords('with the The One card', 'en')).toEqual(['the The']);
  });

  it('names buttons and links in the bare form, and says no word twice', () => {
    const found: string[] = [];
    for (const file of catalogs) {
      const ns = file.replace(/^.*\/|\.json$/g, '');
      for (const [key, value] of entries(JSON.parse(readFileSync(file, 'utf8')), ns)) {
        if (CONTROL_KEY.test(key) && controlInImperative(value))
          found.push(`${file}: ${key}: ${value} (a control names its action in the bare form: "Tekrar dene")`);
        for (const pair of doubledWords(value, 'tr')) found.push(`${file}: ${key}: "${pair}" (a word said twice)`);
      }
    }
    for (const file of content) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        const label = /^\s*(?:- )?label: "(.*)"$/.exec(line)?.[1];
        if (label && controlInImperative(label))
          found.push(`${file}:${i + 1}: ${label} (a link names its action in the bare form: "Uygulamayı indir")`);
        for (const pair of doubledWords(line, 'tr')) found.push(`${file}:${i + 1}: "${pair}" (a word said twice)`);
      }
    }
    expect(found).toEqual([]);
  });

  it('has none of the awkward phrasings, in the catalogs and the editors’ content', () => {
    const found: string[] = [];
    for (const file of [...catalogs, ...content]) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        // Keys, paths and placeholders are not copy.
        const copy = line.replace(/(href|uri|image): .*$|\/[a-z0-9/-]+|"[a-zA-Z0-9_./-]+":|\{\{\w+\}\}/g, '');
        for (const [pattern, why] of AWKWARD) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()} (${why})`);
        for (const word of shouted(copy)) found.push(`${file}:${i + 1}: ${word} (sentence case: capitals come from CSS)`);
      }
    }
    expect(found).toEqual([]);
  });
});
