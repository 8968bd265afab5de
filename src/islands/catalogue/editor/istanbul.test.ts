import { describe, expect, it } from 'vitest';
import { formatIstanbul, storedToWall, wallToStored } from './istanbul';

describe('Istanbul time', () => {
  it('shows a bare date (or YAML midnight UTC) as the whole day, without a time', () => {
    expect(storedToWall('2027-01-31')).toEqual({ date: '2027-01-31', time: '' });
    expect(storedToWall('2027-01-31T00:00:00.000Z')).toEqual({ date: '2027-01-31', time: '' });
    expect(storedToWall('2027-01-31T09:30:00+03:00')).toEqual({ date: '2027-01-31', time: '09:30' });
    expect(storedToWall(undefined)).toEqual({ date: '', time: '' });
  });

  it('stores a date without time as the bare date and with a time as an instant in Istanbul', () => {
    expect(wallToStored({ date: '2027-01-31', time: '' })).toBe('2027-01-31');
    expect(wallToStored({ date: '2027-01-31', time: '09:00' })).toBe('2027-01-31T09:00:00+03:00');
    expect(wallToStored({ date: '', time: '09:00' })).toBe('');
  });

  it('writes an instant in Istanbul time whatever the computer’s own zone', () => {
    expect(formatIstanbul('2027-01-29T06:00:00Z', 'tr')).toContain('09:00');
    expect(formatIstanbul('2027-01-29T06:00:00Z', 'en')).toContain('09:00');
  });
});
