import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependencies the build bundles into the server's chunks (astro.config.mjs, docs/decisions/0058):
// loaded from node_modules, Node's loader reads drizzle-orm's 179 KB package.json again for each of
// its modules, seconds of every start. A chunk that imports one of them by name has lost that.
const BUNDLED =
  /^(?:import|export)\s[^'";]*?from\s*["'](drizzle-orm|@opentelemetry\/api|zod|yaml|prom-client|nodemailer|unified|remark-[\w-]+|rehype-[\w-]+|micromark[\w-]*|mdast-[\w-]+)(\/[^"']*)?["']|\bimport\(\s*["'](drizzle-orm|zod|yaml|nodemailer)\b/m;

/** Every module file of the built server. */
const builtModules = (folder = 'dist/server'): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtModules(join(folder, entry.name)) : entry.name.endsWith('.mjs') ? [join(folder, entry.name)] : [],
  );

describe('the built server', () => {
  it('carries its bundled dependencies in its own chunks, importing none of them from node_modules', () => {
    const files = builtModules();
    expect(files.length).toBeGreaterThan(100);
    const importing = files
      .filter((file) => BUNDLED.test(readFileSync(file, 'utf8')))
      .map((file) => `${file}: ${BUNDLED.exec(readFileSync(file, 'utf8'))![0]}`);
    expect(importing).toEqual([]);
  });
});
