import { describe, expect, it } from 'vitest';
import { parseEnv } from '@lib/platform/config/env.server';
import { afterDeath, RESTART, workerCount } from './rules';

describe('how many server processes serve', () => {
  it('is one per core on PostgreSQL when WORKERS is unset, and WORKERS when set', () => {
    expect(workerCount(undefined, 2, false)).toEqual({ count: 2 });
    expect(workerCount(undefined, 16, false)).toEqual({ count: 16 });
    expect(workerCount(3, 16, false)).toEqual({ count: 3 });
    expect(workerCount(1, 16, false)).toEqual({ count: 1 });
  });

  it('is one on the embedded database whatever is asked, and says what was asked', () => {
    expect(workerCount(4, 2, true)).toEqual({ count: 1, heldBackFrom: 4 });
    expect(workerCount(undefined, 8, true)).toEqual({ count: 1, heldBackFrom: 8 });
    // Nothing was held back when one was asked for anyway: nothing to explain at start.
    expect(workerCount(1, 8, true)).toEqual({ count: 1 });
    expect(workerCount(undefined, 1, true)).toEqual({ count: 1 });
  });

  it('never falls below one, even where the machine reports no core', () => {
    expect(workerCount(undefined, 0, false)).toEqual({ count: 1 });
  });

  it('reads WORKERS as a whole number from 1 to 256, an empty value as unset', () => {
    expect(parseEnv({ WORKERS: '4' }).WORKERS).toBe(4);
    expect(parseEnv({ WORKERS: '' }).WORKERS).toBeUndefined();
    for (const wrong of ['0', '-1', '1.5', 'two', '257']) expect(() => parseEnv({ WORKERS: wrong }), wrong).toThrow(/WORKERS/);
  });
});

describe('replacing a worker that died', () => {
  const quick = RESTART.quickLifeMs - 1;

  it('replaces at once a worker that had served a while, and forgets earlier quick deaths', () => {
    expect(afterDeath(RESTART.quickLifeMs, 3)).toEqual({ giveUp: false, waitMs: 0, streak: 0 });
    expect(afterDeath(3_600_000, 0)).toEqual({ giveUp: false, waitMs: 0, streak: 0 });
  });

  it('waits longer after each quick death in a row, doubling up to the cap', () => {
    let streak = 0;
    const waits: number[] = [];
    for (let i = 0; i < RESTART.maxQuickDeaths - 1; i += 1) {
      const next = afterDeath(quick, streak);
      if (next.giveUp) throw new Error(`gave up after ${i + 1} quick deaths`);
      waits.push(next.waitMs);
      streak = next.streak;
    }
    expect(waits).toEqual([250, 500, 1000, 2000]);
    expect(afterDeath(quick, 20)).toMatchObject({ giveUp: true });
    expect(Math.max(...waits)).toBeLessThanOrEqual(RESTART.maxWaitMs);
  });

  it('gives up at the fifth quick death in a row, not before', () => {
    expect(afterDeath(quick, RESTART.maxQuickDeaths - 2)).toMatchObject({ giveUp: false });
    expect(afterDeath(quick, RESTART.maxQuickDeaths - 1)).toEqual({ giveUp: true, streak: RESTART.maxQuickDeaths });
    expect(afterDeath(0, RESTART.maxQuickDeaths - 1)).toMatchObject({ giveUp: true });
  });
});
