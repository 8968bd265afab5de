import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Moves files and folders with `git mv` and rewrites every reference to them: relative imports by
// resolving them, `@lib/…` and repository paths (in code, comments, docs) by their prefix. A move
// changes no behaviour, so a commit of its output keeps the same tests and results.
// Usage: tsx scripts/move.ts <old> <new> [<old> <new> …]

const ROOT = resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|astro)$/;
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|astro|css|md|json|yml|yaml|sh)$|^\.ci\/run$|^\.env\.example$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.astro', '.css', '/index.ts', '/index.server.ts'];

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) throw new Error('usage: move.ts <old> <new> [<old> <new> …]');
const moves = [...Array(args.length / 2).keys()].map(
  (i) => [args[2 * i]!.replace(/\/$/, ''), args[2 * i + 1]!.replace(/\/$/, '')] as const,
);

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && TEXT.test(f) && !f.startsWith('drizzle/meta') && !f.includes('__screenshots__') && existsSync(join(ROOT, f)));

/** Where a repository path goes: the longest move whose old path is it or holds it. */
function moved(path: string): string {
  let best: readonly [string, string] | undefined;
  for (const m of moves) {
    const key = m[0].replace(/\.(ts|tsx|astro)$/, '');
    const hit = path === m[0] || path === key || path.startsWith(`${m[0]}/`);
    if (hit && (!best || m[0].length > best[0].length)) best = m;
  }
  if (!best) return path;
  if (path.startsWith(`${best[0]}/`) || path === best[0]) return best[1] + path.slice(best[0].length);
  return best[1].replace(/\.(ts|tsx|astro)$/, '');
}

function isFile(path: string): boolean {
  try {
    return statSync(join(ROOT, path)).isFile();
  } catch {
    return false;
  }
}

function resolveRelative(from: string, spec: string): { target: string; suffix: string } | undefined {
  const base = relative(ROOT, resolve(ROOT, dirname(from), spec.replace(/\?.*$/, '')));
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return { target: base, suffix: ext };
  const noJs = base.replace(/\.m?js$/, '');
  for (const ext of EXTENSIONS) if (isFile(noJs + ext)) return { target: base, suffix: '' };
  return undefined;
}

function relativeSpec(fromFile: string, target: string): string {
  const spec = relative(dirname(fromFile), target);
  return spec.startsWith('.') ? spec : `./${spec}`;
}

const REL = /((?:from|import|export)\s*\(?\s*|vi\.mock\(\s*|import\(\s*|url\(\s*)(['"])(\.{1,2}\/[^'"\n]*)\2/g;
const PATHS = /(@lib\/|(?<![\w-])(?<![\w-]\/)(?:src|tests|scripts|docs)\/)([\w.@[\]-]+(?:\/[\w.@[\]-]+)*)/g;

const rewritten = new Map<string, string>();
for (const file of files) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const newFile = moved(file);
  let out = text;
  // Relative imports are rewritten first and held aside, so the path pass never moves them twice.
  const held: string[] = [];
  if (CODE.test(file) || file.endsWith('.css')) {
    out = out.replace(REL, (whole, lead: string, quote: string, spec: string) => {
      const found = resolveRelative(file, spec);
      if (!found) return whole;
      const newTarget = moved(found.target);
      if (newTarget === found.target && newFile === file) return whole;
      held.push(`${lead}${quote}${relativeSpec(newFile, newTarget)}${spec.match(/\?.*$/)?.[0] ?? ''}${quote}`);
      return `\uE000${held.length - 1}\uE000`;
    });
  }
  out = out.replace(PATHS, (whole, lead: string, rest: string) => {
    const path = lead === '@lib/' ? `src/lib/${rest}` : `${lead}${rest}`;
    const next = moved(path);
    if (next === path) return whole;
    return lead === '@lib/' ? `@lib/${next.slice('src/lib/'.length)}` : next;
  });
  out = out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => held[Number(i)]!);
  if (out !== text || newFile !== file) rewritten.set(file, out);
}

// Two steps, so a folder can move into a folder of its own old name (checkout → checkout/steps).
const staged = moves.map(([from, to], i) => ({ from, to, via: `.moving/${i}` }));
mkdirSync(join(ROOT, '.moving'), { recursive: true });
// Deeper sources first, so a folder moved out of a moving folder (server/metrics out of server) goes before it.
for (const m of [...staged].sort((a, b) => b.from.length - a.from.length)) execFileSync('git', ['mv', m.from, m.via], { cwd: ROOT });
for (const m of staged) {
  mkdirSync(dirname(join(ROOT, m.to)), { recursive: true });
  execFileSync('git', ['mv', m.via, m.to], { cwd: ROOT });
}
for (const [file, text] of rewritten) writeFileSync(join(ROOT, moved(file)), text);
execFileSync('rmdir', ['.moving'], { cwd: ROOT });
console.log(`${moves.length} moves, ${rewritten.size} files rewritten`);
