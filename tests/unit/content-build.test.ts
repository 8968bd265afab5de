import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs Astro's content sync (the step of the build that validates frontmatter) on a copy of the
// collections, so the real files are never touched. A copy inside the project finds node_modules.
const root = resolve('.');
const copy = mkdtempSync(join(root, '.content-check-'));
cpSync(join(root, 'src/content'), join(copy, 'src/content'), { recursive: true });
cpSync(join(root, 'src/content.config.ts'), join(copy, 'src/content.config.ts'));
cpSync(join(root, 'src/lib/content/schema.ts'), join(copy, 'src/lib/content/schema.ts'));
writeFileSync(join(copy, 'astro.config.mjs'), 'export default {};\n');

function sync() {
  const run = spawnSync(join(root, 'node_modules/.bin/node'), [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('content collections', () => {
  it('accept the committed Markdown', () => {
    const { status, output } = sync();
    expect(status, output).toBe(0);
  }, 60_000);

  it('fail the build on an invalid frontmatter field, naming the file and the field', () => {
    const file = join(copy, 'src/content/campaigns/tr/yeni-sezon.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^startsAt: .*$/m, 'startsAt: someday'));
    const { status, output } = sync();
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/campaigns/tr/yeni-sezon.md');
    expect(output).toMatch(/startsAt/);
  }, 60_000);
});
