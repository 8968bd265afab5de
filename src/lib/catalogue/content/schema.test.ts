import { describe, expect, it } from 'vitest';
import { campaignSchema } from './schema';

const campaign = (startsAt: unknown, endsAt: unknown) =>
  campaignSchema.parse({ title: 'T', description: 'D', campaignId: 1, banner: 'B', href: '/campaigns', startsAt, endsAt });

describe('campaign dates in frontmatter', () => {
  it('read a bare date as that whole day in Istanbul: from its first midnight through its last day', () => {
    // YAML gives a bare date as midnight UTC.
    const c = campaign(new Date('2026-12-01'), new Date('2026-12-31'));
    expect(c.startsAt.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(c.endsAt.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('take a date with a time exactly as written', () => {
    const c = campaign('2026-12-01T10:00:00+03:00', '2026-12-31T18:00:00+03:00');
    expect(c.startsAt.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(c.endsAt.toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('accept a one-day campaign and refuse one that ends before it starts', () => {
    expect(() => campaign(new Date('2026-12-31'), new Date('2026-12-31'))).not.toThrow();
    expect(() => campaign(new Date('2026-12-31'), new Date('2026-12-30'))).toThrow(/after startsAt/);
  });
});
