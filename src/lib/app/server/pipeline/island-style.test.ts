import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE_ELEMENT, withoutText } from './island-style';

/** Streams the text through the filter in the given chunk sizes (bytes); the text that comes out. */
async function through(text: string, sizes: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) break;
    chunks.push(bytes.slice(at, at + size));
    at += size;
  }
  if (at < bytes.length) chunks.push(bytes.slice(at));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(withoutText(ISLAND_STYLE_ELEMENT))).text();
}

describe('the island style filter', () => {
  it('takes the element out of a page in one piece', async () => {
    const page = `<body><p>ğüşİ</p>${ISLAND_STYLE_ELEMENT}<script>x</script><astro-island></astro-island></body>`;
    expect(await through(page, [page.length * 4])).toBe('<body><p>ğüşİ</p><script>x</script><astro-island></astro-island></body>');
  });

  it('takes it out wherever the chunks split it, and changes nothing else (Turkish letters split too)', async () => {
    const part = fc.constantFrom('<p>Kadın çanta</p>', 'ğ', 'İ', '<style>', 'astro-island', '<', ISLAND_STYLE_ELEMENT, 'x');
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 40 }),
        async (parts, sizes) => {
          const page = parts.join('');
          expect(await through(page, sizes)).toBe(page.replaceAll(ISLAND_STYLE_ELEMENT, ''));
        },
      ),
      { numRuns: 200 },
    );
  });
});
