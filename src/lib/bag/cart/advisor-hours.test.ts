import { describe, expect, it } from 'vitest';
import { advisorSlot } from './advisor-hours';

// Istanbul is UTC+3 all year: 10:00 there is 07:00 UTC, 18:00 is 15:00 UTC.
const at = (iso: string) => new Date(iso);

describe('advisor hours', () => {
  it('takes a ticket at once within 10:00–18:00 Istanbul time', () => {
    for (const iso of ['2026-03-29T07:00:00Z', '2026-07-01T12:30:00Z', '2026-12-31T14:59:59Z']) {
      expect(advisorSlot(at(iso))).toEqual({ scheduledFor: at(iso), isQueued: false });
    }
  });

  it('queues a ticket made before opening for 10:00 the same day', () => {
    expect(advisorSlot(at('2026-05-10T06:59:59Z'))).toEqual({ scheduledFor: at('2026-05-10T07:00:00Z'), isQueued: true });
    // 01:00 in Istanbul is still the previous evening in UTC.
    expect(advisorSlot(at('2026-05-09T22:00:00Z'))).toEqual({ scheduledFor: at('2026-05-10T07:00:00Z'), isQueued: true });
  });

  it('queues a ticket made at or after closing for 10:00 the next day, across a month and a year', () => {
    expect(advisorSlot(at('2026-05-10T15:00:00Z'))).toEqual({ scheduledFor: at('2026-05-11T07:00:00Z'), isQueued: true });
    expect(advisorSlot(at('2026-12-31T20:59:00Z'))).toEqual({ scheduledFor: at('2027-01-01T07:00:00Z'), isQueued: true });
  });

  it('is the same on the dates Europe changes its clocks (Turkey does not)', () => {
    expect(advisorSlot(at('2026-03-29T06:30:00Z')).scheduledFor).toEqual(at('2026-03-29T07:00:00Z'));
    expect(advisorSlot(at('2026-10-25T15:30:00Z')).scheduledFor).toEqual(at('2026-10-26T07:00:00Z'));
  });
});
