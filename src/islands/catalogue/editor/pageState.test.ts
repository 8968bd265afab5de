import { describe, expect, it } from 'vitest';
import type { PageDetail } from '@lib/catalogue/content/api';
import { pageState } from './pageState';

const detail = (liveNumber: number | null, latest: number, scheduled: string[] = []) =>
  ({
    liveNumber,
    latest: { number: latest },
    scheduled: scheduled.map((liveFrom, id) => ({ id, liveFrom })),
  }) as unknown as PageDetail;

describe('a page’s state', () => {
  it('is published when the newest version is live, a draft when a newer one is saved, unpublished when none is live', () => {
    expect(pageState(detail(3, 3))).toEqual({ state: 'published', at: null });
    expect(pageState(detail(2, 3))).toEqual({ state: 'draft', at: null });
    expect(pageState(detail(null, 1))).toEqual({ state: 'unpublished', at: null });
  });

  it('is scheduled, with the soonest moment, while a publication is ahead', () => {
    expect(pageState(detail(2, 3, ['2027-01-29T06:00:00Z', '2027-02-01T06:00:00Z']))).toEqual({
      state: 'scheduled',
      at: '2027-01-29T06:00:00Z',
    });
  });
});
