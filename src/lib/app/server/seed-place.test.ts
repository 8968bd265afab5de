import { describe, expect, it } from 'vitest';
import { seedPlace, wantsDemo } from './seed-place';

describe('where start-up seeds the demo data', () => {
  const built = '/srv/store/dist/server/seed.mjs';

  it('seeds the embedded database on disk in a child process, so the server never holds what seeding grew', () => {
    expect(seedPlace({ kind: 'pglite', inMemory: false, childEntry: built })).toBe('child');
  });

  it('seeds here what a child could not reach or would not help: memory, PostgreSQL, a server run without a build', () => {
    expect(seedPlace({ kind: 'pglite', inMemory: true, childEntry: built })).toBe('here');
    expect(seedPlace({ kind: 'postgres', inMemory: false, childEntry: built })).toBe('here');
    expect(seedPlace({ kind: 'pglite', inMemory: false, childEntry: undefined })).toBe('here');
  });

  it('seeds by default on the embedded database only, always when asked, never when told not to', () => {
    expect(wantsDemo({ SEED_DEMO: 'auto' })).toBe(true);
    expect(wantsDemo({ SEED_DEMO: 'auto', DATABASE_URL: 'postgres://db/store' })).toBe(false);
    expect(wantsDemo({ SEED_DEMO: 'always', DATABASE_URL: 'postgres://db/store' })).toBe(true);
    expect(wantsDemo({ SEED_DEMO: 'never' })).toBe(false);
  });
});
