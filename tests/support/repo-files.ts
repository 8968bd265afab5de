import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The repository's own files, as the tests that read every comment and doc walk them.

const ROOTS = ['src', 'docs', 'scripts', 'tests'];
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'test-results', '__screenshots__']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Every file under src, docs, scripts and tests, and the README, from the repository's root. */
export function repositoryFiles(): string[] {
  return [...ROOTS.flatMap((root) => [...filesUnder(root)]), 'README.md'];
}
