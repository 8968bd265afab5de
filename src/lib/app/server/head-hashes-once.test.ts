import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FETCH_STATE_MODULE, hashHeadOnce } from './head-hashes-once';

// The installed file (the package's exports do not list it): node_modules/astro/dist/…
const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const upstream = readFileSync(join(astroRoot, FETCH_STATE_MODULE.replace(/^astro\//, '')), 'utf8');

describe('hashHeadOnce', () => {
  it('finds the per-request hashing in the installed Astro (fails when an upgrade moves it)', () => {
    const patched = hashHeadOnce(upstream);
    expect(patched).not.toBe(upstream);
    expect(patched).toContain('HEAD_HASHES.get(keyOf(style.children)) ?? await digest(style.children)');
    expect(patched).toContain('HEAD_HASHES.get(keyOf(script.children)) ?? await digest(script.children)');
  });

  it('refuses a module it does not recognise rather than building without the patch', () => {
    expect(() => hashHeadOnce('export {}')).toThrow(/changed upstream/);
  });

  it('hashes each content once and gives the same hashes as upstream', async () => {
    const patched = hashHeadOnce(upstream);
    const start = patched.indexOf('    if (shouldInjectCspMetaTags) {');
    const block = patched.slice(start, patched.indexOf('\n    }', start) + 6);
    const calls: string[] = [];
    const generateCspDigest = async (content: string) => {
      calls.push(content);
      return `sha256-${content.length}`;
    };
    // The patched block, run as createResult runs it, on one route's head elements twice.
    const run = new Function(
      'HEAD_HASHES',
      'generateCspDigest',
      'styles',
      'scripts',
      `return (async () => { const shouldInjectCspMetaTags = true; const cspAlgorithm = 'SHA-256'; const extraStyleHashes = []; const extraScriptHashes = [];\n${block}\nreturn [extraStyleHashes, extraScriptHashes]; })();`,
    );
    const hashes = new Map();
    const styles = [{ children: '' }, { children: '' }];
    const scripts = [{ children: '' }, { children: 'inline();' }];
    const first = await run(hashes, generateCspDigest, styles, scripts);
    const second = await run(hashes, generateCspDigest, styles, scripts);
    expect(first).toEqual([
      ['sha256-0', 'sha256-0'],
      ['sha256-0', 'sha256-9'],
    ]);
    expect(second).toEqual(first);
    expect(calls).toEqual(['', 'inline();']);
  });
});
