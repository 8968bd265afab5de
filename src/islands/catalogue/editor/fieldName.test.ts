import { describe, expect, it } from 'vitest';
import { fieldNameOf } from './fieldName';
import { createI18n } from '@lib/platform/i18n/i18n';
import en from '../../../lib/platform/i18n/locales/en/editor.json';
import tr from '../../../lib/platform/i18n/locales/tr/editor.json';

describe('a document path in an editor’s words', () => {
  const t = (lang: 'tr' | 'en', catalog: object) => {
    const i18n = createI18n(lang, { editor: catalog as Record<string, unknown> });
    return (key: string, params?: Record<string, unknown>) => i18n.t(key, { ns: 'editor', ...params });
  };

  it('names the language, each field by its label and each list item by its position', () => {
    expect(fieldNameOf(t('en', en), 'home', 'en.data.blocks.1.link.label')).toBe('English · Editorial blocks 2 · Link · Link text');
    expect(fieldNameOf(t('tr', tr), 'loyalty', 'tr.body')).toBe('Türkçe · Sayfa metni');
    expect(fieldNameOf(t('tr', tr), 'campaign', 'en.data.startsAt')).toBe('İngilizce · Başlangıç');
  });
});
