import { describe, expect, it, vi } from 'vitest';

// The sandbox bank's BIN reads, held until the test lets them answer: a number's first read waits
// while 2,000 other numbers are read, which pushes it out of the directory's bound.
const held = vi.hoisted(() => ({ gate: Promise.resolve(), reads: 0 }));
vi.mock('@lib/platform/index.server', () => {
  const query = {
    select: () => query,
    from: () => query,
    innerJoin: () => query,
    where: () => query,
    orderBy: () => query,
    limit: async () => {
      held.reads += 1;
      await held.gate;
      return [];
    },
  };
  return { db: async () => query };
});
const { binInfo } = await import('./directory.server');

describe("the sandbox bank's BIN directory", () => {
  it('answers a read that 2,000 other numbers pushed out of its bound before it ended', async () => {
    let release!: () => void;
    held.gate = new Promise((resolve) => {
      release = resolve;
    });
    const first = binInfo('5400360000000003');
    const others = Array.from({ length: 2_000 }, (_, n) => binInfo(String(41_000_000 + n)));
    release();
    await expect(first).resolves.toBeNull();
    await Promise.all(others);
    expect(held.reads).toBe(2_001);
  });
});
