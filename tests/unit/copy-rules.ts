// Patterns the copy review (issue 45) found more than once, shared by the Turkish and English copy tests.

/** A catalog's strings as [key, value], array items included (agreement sections). */
export function entries(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => entries(v, `${prefix}.${k}`));
}

/** A phrase ending in a verb in the polite "-in" imperative ("Tekrar deneyin", "Devam edin"): the verbs the store's controls use. */
const IMPERATIVE_IN =
  /^(\p{L}+ )*(dene|yap|ol|oku|başvur|tamamla|başlat|ekle|indir|gör|görüntüle|aç|göster|seç|gir|kullan|gönder|sil|kaydet|iste|değiştir|güncelle|düzenle|onayla|paylaş|devam ed|bağla|ara|keşfet|incele|kaldır|yaz|doğrula|öde|dön|geç|yükle|takip ed|sor|al|ver|bak|tıkla)y?(in|ın|un|ün)$/u;

/** Whether a control's label is in the "-in" form rather than the bare one. */
export function controlInImperative(label: string): boolean {
  const text = label.replace(/\{\{\w+\}\}/g, '').trim();
  return (
    /^(\p{Lu}|\{\{)/u.test(label.trim()) &&
    text.split(/\s+/).length <= 6 &&
    !/[.!?:;]/.test(text) &&
    IMPERATIVE_IN.test(text.toLocaleLowerCase('tr'))
  );
}

/** Words said twice in a row ("the The"); Turkish doubles a few words on purpose. */
const REDUPLICATIONS = new Set(['adım adım', 'tek tek', 'ayrı ayrı', 'yavaş yavaş', 'kat kat', 'bölüm bölüm']);
export function doubledWords(text: string, lang: 'tr' | 'en'): string[] {
  const found = [...text.replace(/\{\{\w+\}\}/g, ' ').matchAll(/(?<!\p{L})(\p{L}{2,})\s+(?=(\p{L}{2,})(?!\p{L}))/gu)]
    .filter((m) => m[1]!.toLocaleLowerCase(lang) === m[2]!.toLocaleLowerCase(lang))
    .map((m) => `${m[1]} ${m[2]}`);
  return lang === 'tr' ? found.filter((pair) => !REDUPLICATIONS.has(pair.toLocaleLowerCase('tr'))) : found;
}

/**
 * Turkish words in English text: a word with a letter only Turkish writes (ı, ş, ğ, ç, ö, ü, İ)
 * that is not a place or company name, and the words that leaked before ("lostra", the segment
 * "Siz"). Addresses, Türkiye, the kuruş and the language's own name (Türkçe) keep their letters;
 * an address's slug (kargo-ve-teslimat) is not copy.
 */
const TURKISH_NAMES = new Set([
  'İpekçi',
  'İstanbul',
  'Şişli',
  'Nişantaşı',
  'Mağazacılık',
  'Teşvikiye',
  'İstinye',
  'İstinyePark',
  'Türkiye',
  'Kavaklıdere',
  'Boğaziçi',
  'Bayırı',
  'Sarıyer',
  'Tunalı',
  'Çankaya',
  'Kıbrıs',
  'Şehitleri',
  'kuruş',
  'Türkçe',
]);
export function turkishWords(text: string): string[] {
  const words = text.replace(/[\p{Ll}\d]+(?:-[\p{Ll}\d]+)+/gu, ' ').match(/[\p{L}]+(?:['’]\p{L}+)?/gu) ?? [];
  return words.filter(
    (word) =>
      /^(lostra|siz|kargo|paracık)$/iu.test(word) ||
      (word.length > 1 && /[ıİşŞğĞçÇöÖüÜ]/u.test(word) && !TURKISH_NAMES.has(word.replace(/['’]s$/u, ''))),
  );
}
