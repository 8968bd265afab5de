import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, KIND_SCHEMAS } from '@lib/catalogue/content/kinds';
import { emptyValue, type FieldDescriptor, formFields, labelKeys } from './fields';
import tr from '../../../lib/platform/i18n/locales/tr/editor.json';
import en from '../../../lib/platform/i18n/locales/en/editor.json';
import { getPath } from './paths';

const byKey = (fields: FieldDescriptor[], key: string) => fields.find((f) => f.key === key)!;

describe('a kind schema walked into form fields', () => {
  it('gives each field of a campaign its control: text with its limit, number, date, choice, path, image', () => {
    const fields = formFields(KIND_SCHEMAS.campaign);
    expect(byKey(fields, 'title')).toMatchObject({ type: 'text', max: 70, optional: false });
    expect(byKey(fields, 'campaignId')).toMatchObject({ type: 'number' });
    expect(byKey(fields, 'startsAt')).toMatchObject({ type: 'date' });
    expect(byKey(fields, 'tone')).toMatchObject({ type: 'enum', options: ['ink', 'gold', 'rose', 'sage', 'sand'], defaultValue: 'ink' });
    expect(byKey(fields, 'href')).toMatchObject({ type: 'text', format: 'path' });
    expect(byKey(fields, 'priority')).toMatchObject({ type: 'number', min: 0, max: 100, defaultValue: 50 });
    expect(byKey(fields, 'image')).toMatchObject({ type: 'image', optional: true });
  });

  it('walks the home page into nested objects, lists with their limits and pairs (tuples) of images and alts', () => {
    const blocks = byKey(formFields(KIND_SCHEMAS.home), 'blocks');
    expect(blocks).toMatchObject({ type: 'array', min: 1, max: 4 });
    if (blocks.type !== 'array' || blocks.item.type !== 'object') throw new Error('blocks are a list of objects');
    expect(byKey(blocks.item.fields, 'images')).toMatchObject({
      type: 'tuple',
      optional: true,
      items: [{ type: 'image' }, { type: 'image' }],
    });
    expect(byKey(blocks.item.fields, 'link')).toMatchObject({ type: 'object', labelKey: 'blocks/link' });
    expect(labelKeys([blocks])).toContain('blocks/link/href');
  });

  it('shows the footer part as fixed and its social links as https addresses', () => {
    const fields = formFields(KIND_SCHEMAS.footer);
    expect(byKey(fields, 'part')).toMatchObject({ type: 'fixed', value: 'footer' });
    const social = byKey(fields, 'social');
    expect(social.type === 'array' && social.item.type === 'object' && byKey(social.item.fields, 'href')).toMatchObject({ format: 'url' });
  });

  it('starts a new list item with its own minimum of entries', () => {
    const columns = byKey(formFields(KIND_SCHEMAS.footer), 'columns');
    if (columns.type !== 'array') throw new Error('columns are a list');
    expect(emptyValue(columns.item)).toEqual({ title: '', links: [{ label: '', href: '' }] });
  });

  it('has a label and help text in Turkish and English for every field of every kind', () => {
    const missing: string[] = [];
    for (const kind of CONTENT_KINDS) {
      for (const key of labelKeys(formFields(KIND_SCHEMAS[kind]))) {
        for (const [lang, catalog] of [
          ['tr', tr],
          ['en', en],
        ] as const) {
          for (const part of ['label', 'help']) {
            const text = getPath(catalog, ['fields', kind]) as Record<string, Record<string, string>> | undefined;
            const value = text?.[key]?.[part];
            if (typeof value !== 'string' || value.trim() === '') missing.push(`${lang} fields.${kind}.${key}.${part}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
