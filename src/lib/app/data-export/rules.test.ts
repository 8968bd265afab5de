import { describe, expect, it } from 'vitest';
import { capReached, clean, downloadVerdict, fileName, maskPan, money, statusAt } from './rules';

describe('the data file’s rules', () => {
  it('masks a full card number as the store does (first 6, last 4) and leaves other digits alone', () => {
    expect(maskPan('5400360000000003')).toBe('540036******0003');
    expect(maskPan('card 4543600000000003 used')).toBe('card 454360******0003 used');
    expect(maskPan('540036******0003')).toBe('540036******0003');
    // A phone, a citizen id and an IBAN are the member's own data, not card numbers.
    expect(maskPan('5321234567')).toBe('5321234567');
    expect(maskPan('10000000146')).toBe('10000000146');
    expect(maskPan('TR330006100519786457841326')).toBe('TR330006100519786457841326');
    // Thirteen or more digits that fail the Luhn check are no card either.
    expect(maskPan('1234567890123')).toBe('1234567890123');
  });

  it('cleans rows: secrets dropped at any depth, dates as ISO text, bytes left out, named columns omitted', () => {
    const row = {
      id: 1,
      passwordHash: '$argon2id$…',
      appToken: 'abc',
      nested: { pinHash: 'x', sealed: 'y', keep: 'z', cards: ['5400360000000003'] },
      idempotencyKey: 'k',
      at: new Date('2026-11-26T10:00:00Z'),
      data: new Uint8Array([1, 2]),
      owner: 'c:1',
    };
    expect(clean(row, ['owner'])).toEqual({
      id: 1,
      nested: { keep: 'z', cards: ['540036******0003'] },
      at: '2026-11-26T10:00:00.000Z',
      data: null,
    });
  });

  it('gives money both ways', () => {
    expect(money(123450)).toEqual({ tl: '1.234,50 TL', kurus: 123450 });
    expect(money(null)).toBeNull();
  });

  it('lets a ready file be downloaded within its 24 hours, once', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const ready = { status: 'ready', expiresAt: new Date('2026-11-27T10:00:00Z') };
    expect(statusAt(ready, at)).toBe('ready');
    expect(downloadVerdict(ready, at)).toBe('ok');
    expect(statusAt(ready, new Date('2026-11-27T10:00:00Z'))).toBe('expired');
    expect(downloadVerdict(ready, new Date('2026-11-27T10:00:01Z'))).toBe('expired');
    expect(downloadVerdict({ status: 'downloaded', expiresAt: ready.expiresAt }, at)).toBe('downloaded');
    expect(downloadVerdict({ status: 'building', expiresAt: null }, at)).toBe('not-ready');
    expect(downloadVerdict({ status: 'failed', expiresAt: null }, at)).toBe('not-ready');
  });

  it('counts the day’s requests over the last 24 hours', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const hoursAgo = (h: number) => new Date(at.getTime() - h * 3_600_000);
    expect(capReached([hoursAgo(1), hoursAgo(2)], at)).toBe(false);
    expect(capReached([hoursAgo(1), hoursAgo(2), hoursAgo(23)], at)).toBe(true);
    expect(capReached([hoursAgo(1), hoursAgo(2), hoursAgo(25)], at)).toBe(false);
  });

  it('names the file by its day', () => {
    expect(fileName(new Date('2026-11-26T23:59:00Z'))).toBe('vitrin-data-2026-11-26.json');
  });
});
