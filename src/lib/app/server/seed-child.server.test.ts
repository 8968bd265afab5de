import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedInChild } from './seed-child.server';

// The seeding child is a job of seconds: it runs without V8's optimising compiler (decision 0061).

describe('the seeding child', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seed-child-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("runs with V8's baseline compiler alone, and a failed one rejects with the start's error", async () => {
    const entry = join(dir, 'entry.mjs');
    writeFileSync(
      entry,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(join(dir, 'argv.json'))}, JSON.stringify(process.execArgv));\n`,
    );
    await seedInChild(entry);
    expect(JSON.parse(readFileSync(join(dir, 'argv.json'), 'utf8'))).toEqual(['--liftoff-only']);

    const failing = join(dir, 'failing.mjs');
    writeFileSync(failing, 'process.exit(3);\n');
    await expect(seedInChild(failing)).rejects.toThrow(/exit code 3/);
  });
});
