import { describe, expect, it } from 'vitest';
import { KIND_SCHEMAS } from '@lib/catalogue/content/kinds';
import { blankDocument, twinOf } from './pageDocument';

describe('a page’s document in the form', () => {
  it('starts a new information page with empty fields in both languages and its short name as its address', () => {
    const doc = blankDocument('page', 'hediye-paketi');
    expect(doc.tr).toEqual({ data: { title: '', description: '', uri: 'hediye-paketi' }, body: '' });
    expect(doc.en).toEqual(doc.tr);
    expect(doc.en.data).not.toBe(doc.tr.data);
  });

  it('starts a new campaign with its defaults, which the schema accepts once the texts are filled', () => {
    const { data } = blankDocument('campaign', 'kis').tr;
    expect(data).toMatchObject({ tone: 'ink', priority: 50 });
    const filled = {
      ...data,
      title: 'Kış',
      description: 'Kış',
      campaignId: 9,
      startsAt: '2027-01-01',
      endsAt: '2027-01-31',
      banner: 'Kış',
      href: '/categories/kadin',
    };
    expect(KIND_SCHEMAS.campaign.safeParse(filled).success).toBe(true);
  });

  it('writes a field shown once to its twin in the other language, and no other field', () => {
    expect(twinOf('campaign', 'tr.data.startsAt')).toBe('en.data.startsAt');
    expect(twinOf('footer', 'tr.data.social.0.href')).toBe('en.data.social.0.href');
    expect(twinOf('campaign', 'tr.data.title')).toBeNull();
    expect(twinOf('campaign', 'tr.body')).toBeNull();
  });
});
