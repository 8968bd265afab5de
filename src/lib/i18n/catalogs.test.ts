import { describe, expect, it } from 'vitest';
import { catalogs, islandMessages, translator } from './catalogs.server';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('catalogs', () => {
  it('have the same namespaces and keys in Turkish and English, none empty', () => {
    expect(Object.keys(catalogs.en).sort()).toEqual(Object.keys(catalogs.tr).sort());
    for (const ns of Object.keys(catalogs.tr)) {
      expect(keys(catalogs.en[ns]).sort(), `namespace ${ns}`).toEqual(keys(catalogs.tr[ns]).sort());
    }
    for (const lang of ['tr', 'en'] as const) {
      for (const key of Object.keys(catalogs[lang]).flatMap((ns) => keys(catalogs[lang][ns], ns))) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs[lang]);
        expect(typeof value === 'string' && value.trim().length > 0, `${lang}:${key}`).toBe(true);
      }
    }
  });

  it('carry the spec generic error title and messages', () => {
    expect(translator('tr')('errors:generic.title')).toBe('İşlem Gerçekleştirilemedi');
    expect(translator('en')('errors:generic.title')).toBe('The operation could not be performed');
    expect(translator('tr')('errors:generic.message')).toBe('Beklenmedik bir hata oluştu. Lütfen işleminizi kontrol edip tekrar deneyiniz.');
    expect(translator('tr')('errors:generic.retryMessage')).toBe('İşleminiz gerçekleştirilirken hata oluştu. Lütfen tekrar deneyiniz.');
  });

  it('keep one fixed language per translator, so requests cannot leak languages', () => {
    const tr = translator('tr');
    const en = translator('en');
    expect(en('shell:cart')).toBe('My cart');
    expect(tr('shell:cart')).toBe('Sepetim');
    expect(en('shell:cart')).toBe('My cart');
  });

  it('hands islands only the namespaces they ask for', () => {
    expect(Object.keys(islandMessages('en', ['errors']))).toEqual(['errors']);
  });
});
