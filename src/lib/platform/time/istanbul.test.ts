import { describe, expect, it } from 'vitest';
import { fromIstanbul, ISTANBUL_OFFSET_MS, toIstanbul } from './istanbul';

describe('Istanbul time', () => {
  it('turns an instant into Istanbul wall time and back, three hours ahead of UTC all year', () => {
    expect(toIstanbul('2027-01-29T06:00:00Z')).toEqual({ date: '2027-01-29', time: '09:00' });
    expect(toIstanbul('2027-07-01T22:30:00Z')).toEqual({ date: '2027-07-02', time: '01:30' });
    expect(new Date(fromIstanbul('2027-01-29', '09:00')).toISOString()).toBe('2027-01-29T06:00:00.000Z');
    expect(fromIstanbul('2027-01-29', '')).toBe('2027-01-29T00:00:00+03:00');
  });

  it('agrees with the time-zone database on the offset, winter and summer', () => {
    for (const at of ['2027-01-15T12:00:00Z', '2027-07-15T12:00:00Z']) {
      const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(at),
      );
      expect(Number(wall)).toBe(new Date(at).getUTCHours() + ISTANBUL_OFFSET_MS / 3_600_000);
    }
  });
});
