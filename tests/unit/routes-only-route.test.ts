import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSpec } from '../support/import-graph';

// Routes only route (ARCHITECTURE.md: read params, call src/lib, render). A page or endpoint never
// reaches the database itself (no `@lib/platform/db/…`, no drizzle-orm) and takes nothing from an island's
// folder but the island component it renders, imported by default from its .tsx file: an island's
// helpers, constants and styles belong in src/lib or src/styles, where a page and an island share them.

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = join(ROOT, 'src/pages');
const ISLANDS = join(ROOT, 'src/islands');
const DATABASE = /^(@lib\/platform\/db\/|drizzle-orm(\/|$))/;

/** Every import of a source: its clause (what it takes; empty for a bare or dynamic import) and its module. */
function importsOf(text: string): { clause: string; spec: string }[] {
  const found: { clause: string; spec: string }[] = [];
  const pattern = /\b(?:import|export)\s+([\w*{}\s,$]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  for (const [, clause, from, bare] of text.matchAll(pattern)) found.push({ clause: clause ?? '', spec: (from ?? bare)! });
  return found;
}

/** An island component taken whole: a default import (a capitalised name) of a .tsx file with a default export. */
function isIslandComponent(clause: string, path: string): boolean {
  if (!/^[A-Z]\w*$/.test(clause.trim()) || !path.endsWith('.tsx')) return false;
  return /export\s+default\b/.test(readFileSync(path, 'utf8'));
}

/**
 * What each area's face exports from the database layer or from a domain's tables: a route that
 * takes one of these through a face (`@lib/platform/index.server`) would run SQL itself.
 */
const DATABASE_NAMES = new Map(
  readdirSync(join(ROOT, 'src/lib')).flatMap((area) =>
    ['index.ts', 'index.server.ts'].map((face) => {
      const path = join(ROOT, 'src/lib', area, face);
      const text = statSync(path, { throwIfNoEntry: false }) ? readFileSync(path, 'utf8') : '';
      const names = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\/([^']+)'/g)]
        .filter(([, , module]) => /^db\/|tables\.server$/.test(module!))
        .flatMap(([, list]) =>
          list!
            .split(',')
            .map((name) => name.replace(/^\s*type\s+/, '').trim())
            .filter(Boolean),
        );
      return [path, new Set(names)] as const;
    }),
  ),
);

/** The names an import clause takes (`{ a, type B, c as d }` takes a, B and c). */
const namesOf = (clause: string) =>
  [...clause.matchAll(/(?:type\s+)?([\w$]+)(?:\s+as\s+[\w$]+)?/g)].map((m) => m[1]!).filter((name) => name !== 'type');

/** What a route's source imports that a route may not, one line each. */
function offences(file: string, text: string): string[] {
  return importsOf(text).flatMap(({ clause, spec }) => {
    if (DATABASE.test(spec)) return [`${spec} (the database layer: call a function of src/lib)`];
    const face = DATABASE_NAMES.get(resolveSpec(file, spec) ?? '');
    const sql = face ? namesOf(clause.replace(/[{}]/g, ' ')).filter((name) => face.has(name)) : [];
    if (sql.length > 0) return [`${sql.join(', ')} from ${spec} (the database layer or a table: call a function of src/lib)`];
    const path = resolveSpec(file, spec) ?? resolve(dirname(file), spec);
    if (!path.startsWith(`${ISLANDS}/`) || isIslandComponent(clause, path)) return [];
    return [`${spec} (an island's internals: only its component, imported by default)`];
  });
}

function routes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routes(path);
    return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('routes only route', () => {
  it('no page or endpoint imports the database layer, drizzle-orm, or an island’s internals', () => {
    const files = routes(PAGES);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => offences(file, readFileSync(file, 'utf8')).map((what) => `${relative(ROOT, file)}: ${what}`));
    expect(found).toEqual([]);
  });

  it('tells an island component from its helpers, and catches every way of reaching the database', () => {
    const page = join(PAGES, 'checkout/example.astro');
    const allowed = [
      "import PaymentPage from '../../islands/checkout/payment/PaymentPage';",
      "import Wordmark from '../../islands/checkout/payment/digital/Wordmark.tsx';",
      "import { db } from '@lib/dbx/client';",
    ];
    const refused = [
      "import { db } from '@lib/platform/db/client.server';",
      "import type { Db } from '@lib/platform/db/client.server';",
      "import { eq,\n  sql } from 'drizzle-orm';",
      "import { alias } from 'drizzle-orm/pg-core';",
      "const m = await import('@lib/platform/db/client.server');",
      "export { db } from '@lib/platform/db/client.server';",
      "import { db, logger } from '@lib/platform/index.server';",
      "import { type CartView, carts } from '@lib/bag/index.server';",
      "import { IslandProps } from '../../islands/forms/namespaces';",
      "import '../../islands/returns/EasyReturn';",
      "import Submit from '../../islands/checkout/payment/submit';",
      "import * as Payment from '../../islands/checkout/payment/PaymentPage';",
      "<script>\n  import '../../islands/catalog/buy-bar';\n</script>",
    ];
    expect(allowed.flatMap((text) => offences(page, text))).toEqual([]);
    expect(refused.filter((text) => offences(page, text).length !== 1)).toEqual([]);
  });
});
