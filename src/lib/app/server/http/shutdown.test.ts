import { afterEach, describe, expect, it, vi } from 'vitest';
import { GracefulShutdown, isDraining } from './shutdown.server';

afterEach(() => vi.restoreAllMocks());

describe('a shutdown', () => {
  it('marks the process as draining before it closes anything, so /readyz turns a balancer away first', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    expect(isDraining()).toBe(false);
    await new GracefulShutdown(10).shutdown('SIGTERM');
    expect(isDraining()).toBe(true);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
