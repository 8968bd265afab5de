import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterFailure, MAX_RETRY_WAIT_SECONDS, retryWaitSeconds } from './retry';

describe('outbox retries', () => {
  it('waits the base, then doubles, and never more than an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryWaitSeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(retryWaitSeconds(20, 30)).toBe(MAX_RETRY_WAIT_SECONDS);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 3600 }), (attempt, base) => {
        const wait = retryWaitSeconds(attempt, base);
        expect(wait).toBeGreaterThanOrEqual(Math.min(base, MAX_RETRY_WAIT_SECONDS));
        expect(wait).toBeLessThanOrEqual(MAX_RETRY_WAIT_SECONDS);
        expect(retryWaitSeconds(attempt + 1, base)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });

  it('retries what may pass later until the attempts run out; fails at once what never will', () => {
    expect(afterFailure(1, true, 3)).toBe('retry');
    expect(afterFailure(2, true, 3)).toBe('retry');
    expect(afterFailure(3, true, 3)).toBe('failed');
    expect(afterFailure(1, false, 3)).toBe('failed');
  });
});
