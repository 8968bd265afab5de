import { describe, expect, it } from 'vitest';
import { formatInIstanbul } from './format';

// 06:05 UTC on 31 January is 09:05 in Istanbul; 22:30 UTC on 31 January is already 1 February there.
const MORNING = '2027-01-31T06:05:00Z';
const LATE = '2027-01-31T22:30:00Z';

describe('formatInIstanbul', () => {
  it('writes each named style in Turkish and English', () => {
    expect(formatInIstanbul(MORNING, 'tr', 'date')).toBe('31 Ocak 2027');
    expect(formatInIstanbul(MORNING, 'en', 'date')).toBe('31 January 2027');
    expect(formatInIstanbul(MORNING, 'tr', 'dayMonthYear')).toBe('31 Ocak 2027');
    expect(formatInIstanbul(MORNING, 'en', 'mediumDate')).toBe('31 Jan 2027');
    expect(formatInIstanbul(MORNING, 'tr', 'shortDateTime')).toBe('31.01.2027 09:05');
    expect(formatInIstanbul(MORNING, 'en', 'shortDateTime')).toBe('31/01/2027, 09:05');
    expect(formatInIstanbul(MORNING, 'en', 'mediumDateTime')).toBe('31 Jan 2027, 09:05');
    expect(formatInIstanbul(MORNING, 'en', 'dateTime')).toBe('31 January 2027 at 09:05');
  });

  it('reads the day on Istanbul’s clock, not the machine’s', () => {
    expect(formatInIstanbul(LATE, 'en', 'date')).toBe('1 February 2027');
    expect(formatInIstanbul(new Date(LATE), 'tr', 'date')).toBe('1 Şubat 2027');
  });
});
