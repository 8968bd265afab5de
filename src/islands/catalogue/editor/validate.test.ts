import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);
const campaign = (data: Record<string, unknown>) => ({
  title: 'Kış',
  description: 'Kış seçkisi',
  campaignId: 7,
  startsAt: '2027-01-01',
  endsAt: '2027-01-31',
  banner: 'Kış',
  href: '/categories/kadin',
  ...data,
});

describe('the kind’s schema checked in the browser', () => {
  it('passes a good page in both languages', () => {
    expect(
      validateDocument('campaign', { tr: { data: campaign({}), body: 'Kış' }, en: { data: campaign({}), body: 'Winter' } }, t),
    ).toEqual({});
  });

  it('names each failing field by its path in its language, in the editor’s words', () => {
    const errors = validateDocument(
      'campaign',
      {
        tr: { data: campaign({ title: '', href: 'https://evil.example', endsAt: '2026-12-01' }), body: 'Kış' },
        en: { data: campaign({ description: 'x'.repeat(171), campaignId: undefined }), body: '  ' },
      },
      t,
    );
    expect(errors).toEqual({
      'tr.data.title': 'validation.required',
      'tr.data.href': 'validation.path',
      'tr.data.endsAt': 'validation.endsAfterStart',
      'en.data.description': 'validation.tooLong {"count":170}',
      'en.data.campaignId': 'validation.required',
      'en.body': 'validation.required',
    });
  });

  it('tells a list with too few items and a wrong https address', () => {
    const footer = { part: 'footer', columns: [], note: 'n', social: [{ network: 'instagram', href: 'http://x.example' }] };
    const errors = validateDocument('footer', { tr: { data: footer, body: '' }, en: { data: footer, body: '' } }, t);
    expect(errors['tr.data.columns']).toBe('validation.tooFew {"count":1}');
    expect(errors['en.data.social.0.href']).toBe('validation.url');
  });

  it('tells a link that would lead to another host, in the editor’s words', () => {
    for (const href of ['/\\evil.example', '//evil.example', '/%5Cevil.example', '/\t/evil.example']) {
      const data = campaign({ href });
      expect(validateDocument('campaign', { tr: { data, body: 'Kış' }, en: { data, body: 'Winter' } }, t), href).toEqual({
        'tr.data.href': 'validation.path',
        'en.data.href': 'validation.path',
      });
    }
  });
});
