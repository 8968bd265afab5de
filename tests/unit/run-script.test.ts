import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/lib/run-script.mjs';

// Which code an operator's command runs (docs/decisions/0060): the build's, unless the sources changed after it.
describe("the operator's commands", () => {
  let repo: string;
  const built = () => join(repo, 'dist/server/scripts/doctor.mjs');
  const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'storefront-repo-'));
    for (const folder of ['src/lib', 'scripts', 'drizzle', 'dist/server/scripts']) mkdirSync(join(repo, folder), { recursive: true });
    for (const file of ['src/lib/a.ts', 'scripts/doctor.ts', 'drizzle/0001.sql']) {
      writeFileSync(join(repo, file), '');
      at(join(repo, file), 1_000);
    }
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('run the build when it is newer than every source, with the arguments given', () => {
    writeFileSync(built(), '');
    at(built(), 2_000);
    expect(scriptCommand('doctor', ['--x'], repo)).toEqual([process.execPath, ['--liftoff-only', built(), '--x']]);
  });

  it('run the source with tsx when there is no build, or a source, a script or a migration changed after it', () => {
    const fromSource = [process.execPath, [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'scripts/doctor.ts'), '--x']];
    expect(scriptCommand('doctor', ['--x'], repo)).toEqual(fromSource);
    writeFileSync(built(), '');
    for (const file of ['src/lib/a.ts', 'scripts/doctor.ts', 'drizzle/0001.sql']) {
      at(built(), 2_000);
      at(join(repo, file), 3_000);
      expect(scriptCommand('doctor', ['--x'], repo), file).toEqual(fromSource);
      at(join(repo, file), 1_000);
    }
    expect(scriptCommand('doctor', ['--x'], repo)[1]).toContain(built());
  });
});
