import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectPglite } from './pglite.server';
import { PgliteThread } from './pglite/thread.server';

// A start reaches connectPglite from openEarly() just before the store's modules load, and the
// import of those modules runs before any awaited step here resumes: PGlite's thread must already
// be on its way by then, or the database opens after the modules instead of beside them.
vi.mock('./pglite/entry', () => ({ threadEntry: () => '/built/pglite-thread.mjs' }));
vi.mock('./pglite/thread.server', () => ({ PgliteThread: { open: vi.fn() } }));
// A folder the walk cannot tighten (another user's files, say): the opening fails after the thread started.
vi.mock('./private-folder.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('./private-folder.server')>();
  return {
    ...real,
    makePrivate: async (folder: string) => {
      if (folder.endsWith('refused')) throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
      return real.makePrivate(folder);
    },
  };
});

describe('opening the embedded database in its thread', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-connect-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts the thread before it awaits anything, and closes it when it lets the folder go', async () => {
    const client = { close: vi.fn(async () => undefined) };
    vi.mocked(PgliteThread.open).mockResolvedValue(client as never);
    const folder = join(root, 'pglite');

    const connecting = connectPglite(folder);
    expect(PgliteThread.open).toHaveBeenCalledWith('/built/pglite-thread.mjs', folder);

    await (await connecting).close();
    expect(client.close).toHaveBeenCalledOnce();
  });

  it('closes a thread it started when the opening fails after it, and lets the folder go', async () => {
    const client = { close: vi.fn(async () => undefined) };
    vi.mocked(PgliteThread.open).mockResolvedValue(client as never);
    const folder = join(root, 'refused');

    await expect(connectPglite(folder)).rejects.toThrow('operation not permitted');
    expect(client.close).toHaveBeenCalledOnce();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });
});
