import { describe, expect, it } from 'vitest';
import { seedPlace } from './seed-place';

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
});
