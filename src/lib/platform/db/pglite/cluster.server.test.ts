import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepCluster, keptCluster } from './cluster.server';
const SERVER_ENTRY = 'entry.mjs';

// The empty cluster a build keeps for its new databases (docs/decisions/0058), on a real disk.
describe('the cluster a build keeps', () => {
  let build: string;
  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), 'storefront-build-'));
    writeFileSync(join(build, SERVER_ENTRY), '');
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));

  const bytes = new Uint8Array([1, 2, 3, 4]);

  it('is kept beside the built server, private, under its PGlite version, and read back whole', async () => {
    expect(await keptCluster([build])).toBeUndefined();
    await keepCluster(async () => bytes, [build]);
    const [file, ...others] = readdirSync(build).filter((name) => name !== SERVER_ENTRY);
    expect(others).toEqual([]);
    expect(file).toMatch(/^pglite-cluster-\d+\.\d+\.\d+\.tar$/);
    expect(lstatSync(join(build, file!)).mode & 0o777).toBe(0o600);
    const kept = await keptCluster([build]);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(bytes);
  });

  it('keeps nothing, not even a partial file, when the dump fails, and nothing where no server was built', async () => {
    await keepCluster(async () => Promise.reject(new Error('the dump failed')), [build]);
    expect(readdirSync(build)).toEqual([SERVER_ENTRY]);
    rmSync(join(build, SERVER_ENTRY));
    await keepCluster(async () => bytes, [build]);
    expect(readdirSync(build)).toEqual([]);
    expect(await keptCluster([build])).toBeUndefined();
  });
});
