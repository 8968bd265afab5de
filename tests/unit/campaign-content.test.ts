import { describe, expect, it } from 'vitest';
import { campaignFiles } from '../support/campaign-files';

const DAY = 24 * 60 * 60 * 1000;

describe('campaign Markdown', () => {
  const tr = campaignFiles('tr');
  const en = campaignFiles('en');

  it('has every campaign in both languages with the same number, dates, link and order', () => {
    expect([...en.keys()].sort()).toEqual([...tr.keys()].sort());
    const shared = ({ campaignId, startsAt, endsAt, href, tone, priority }: ReturnType<typeof tr.get> & object) => ({
      campaignId,
      startsAt,
      endsAt,
      href,
      tone,
      priority,
    });
    for (const [slug, campaign] of tr) expect(shared(en.get(slug)!), slug).toEqual(shared(campaign));
  });

  it('runs each campaign for a real season, not a placeholder decade', () => {
    for (const [slug, { startsAt, endsAt }] of tr) {
      expect((endsAt.getTime() - startsAt.getTime()) / DAY, slug).toBeLessThanOrEqual(184);
    }
  });

  it('gives every campaign its own internal number', () => {
    const ids = [...tr.values()].map((c) => c.campaignId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
