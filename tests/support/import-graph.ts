import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The import graph of the source tree, read from the files' text: every static, re-exporting and
// dynamic import between local files (type-only imports included: they tie files together just
// the same for a reader). Shared by the structure test and `npm run structure`.

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:type\s+)?(?:[\w*{},\s$]*?\s*from\s*)?\(?\s*['"]([^'"\n]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.astro', '/index.ts', '/index.server.ts', '/index.tsx'];

/** One import: the importing file, the imported file, both relative to the repository. */
export interface Edge {
  from: string;
  to: string;
  spec: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The local file an import names, or undefined for a package. */
export function resolveSpec(from: string, spec: string): string | undefined {
  let base: string;
  // Astro's content module loads src/live.config.ts: an import of it is an import of that file.
  if (spec === 'astro:content') return join(ROOT, 'src/live.config.ts');
  if (spec.startsWith('@lib/')) base = join(ROOT, 'src/lib', spec.slice(5));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  const withoutJs = base.replace(/\.(m?js)$/, '');
  const found = [base, withoutJs].flatMap((b) => EXTENSIONS.map((ext) => b + ext)).find(isFile);
  return found;
}

/**
 * The specifiers a file imports, with comments left out so prose never counts as an import; with
 * `runtime`, without `import type` and `export type` statements (erased from the built code).
 */
export function importsOf(text: string, { runtime = false } = {}): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(IMPORT)].filter((m) => !runtime || !/^\W*(?:import|export)\s+type\s/.test(m[0])).map((m) => m[1]!);
}

/** Every import between local files under the given folders (repository-relative). */
export function importGraph(folders: string[] = ['src']): Edge[] {
  const edges: Edge[] = [];
  for (const file of folders.flatMap((f) => walk(join(ROOT, f)))) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpec(file, spec);
      if (target) edges.push({ from: relative(ROOT, file), to: relative(ROOT, target), spec });
    }
  }
  return edges;
}

/** The cycles of a graph: each strongly connected group of more than one node (Tarjan). */
export function cycles(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) if (from !== to) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}
