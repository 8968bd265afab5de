import { describe, expect, it } from 'vitest';
import { BackupQueue } from './queue';

/** A backup whose end the test decides: each run is numbered, and waits for finish(n). */
function controlled() {
  const finishers: (() => void)[] = [];
  let runs = 0;
  const queue = new BackupQueue(async () => {
    const n = ++runs;
    await new Promise<void>((done) => finishers.push(done));
    return n;
  });
  return { queue, runs: () => runs, finish: (n: number) => finishers[n - 1]!() };
}

describe('one backup at a time', () => {
  it('runs one more backup after the running one for the requests that came meanwhile, shared by all of them', async () => {
    const { queue, runs, finish } = controlled();
    const first = queue.request();
    const second = queue.request();
    const third = queue.request();
    expect(runs()).toBe(1);
    expect(second).toBe(third);
    finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(runs()).toBe(2);
    finish(2);
    expect(await second).toBe(2);
    expect(queue.busy).toBe(false);
  });

  it('still runs the waiting backup when the running one failed', async () => {
    let calls = 0;
    const queue = new BackupQueue(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
      return calls;
    });
    const failing = queue.request();
    const waiting = queue.request();
    await expect(failing).rejects.toThrow('disk full');
    expect(await waiting).toBe(2);
  });

  it('lets the running and the waiting backups finish at stop, and takes no more', async () => {
    const { queue, runs, finish } = controlled();
    void queue.request();
    void queue.request();
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    expect(queue.request()).toBeUndefined();
    finish(1);
    await new Promise((done) => setImmediate(done));
    expect(stopped).toBe(false);
    expect(runs()).toBe(2);
    finish(2);
    await stopping;
    expect(stopped).toBe(true);
  });
});
