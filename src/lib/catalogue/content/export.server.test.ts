import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdownFile } from './markdown-file';

// Export writes the published versions back to Markdown: what the files seeded comes back equal,
// and a publish shows in exactly its page's files.
describe('content export', () => {
  let root: string;
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    root = await mkdtemp(join(tmpdir(), 'content-export-'));
  });
  afterAll(async () => {
    await (await import('@lib/platform/db/client.server')).closeDb();
    await rm(root, { recursive: true, force: true });
  });

  it('writes every published page in both languages, then only what a publish changed', async () => {
    const { exportPublished } = await import('./export.server');
    const { syncFromFiles } = await import('./seed.server');
    const { fileDocuments } = await import('./files.server');
    await syncFromFiles();
    const first = await exportPublished(root, new Date());
    expect(first.written).toHaveLength(58);
    const gold = fileDocuments().find((file) => file.slug === 'segmentgold')!;
    const written = parseMarkdownFile(await readFile(join(root, 'loyalty', 'tr', 'segmentgold.md'), 'utf8'));
    expect(written).toEqual(gold.document.tr);

    const { saveVersion } = await import('./editing.server');
    const { publish } = await import('./publishing.server');
    const page = { kind: 'loyalty' as const, slug: 'segmentgold' };
    const changed = { ...gold.document, en: { ...gold.document.en, data: { ...gold.document.en.data, title: 'Gold, renewed' } } };
    const saved = await saveVersion(page, 1, changed, { staffId: 1, lang: 'en' });
    // A draft is not exported; its publication is.
    expect((await exportPublished(root, new Date())).written).toEqual([]);
    await publish(page, saved.number, 1);
    const second = await exportPublished(root, new Date());
    expect(second.written).toEqual([join(root, 'loyalty', 'en', 'segmentgold.md')]);
    expect(second.unchanged).toBe(57);
    expect(await readFile(second.written[0]!, 'utf8')).toContain('title: Gold, renewed');
  });
});
