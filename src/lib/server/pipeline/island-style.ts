// Astro writes its islands' one style rule as a <style> element just before the first island of a
// page, deep in <body>, where the HTML standard allows no <style> (the W3C Nu checker: "A style
// element in body must be the first child of its parent"). The rule lives in the global style sheet
// instead (styles/global.css), and the element is taken out of every page as it streams.

/** The element Astro writes before a page's first island (astro/dist/runtime/server/scripts.js). */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** How much of a text's end could be the start of `needle` (held back until the next chunk). */
function pendingPrefix(text: string, needle: string): number {
  for (let k = Math.min(needle.length - 1, text.length); k > 0; k -= 1) {
    if (needle.startsWith(text.slice(text.length - k))) return k;
  }
  return 0;
}

/** A stream of UTF-8 text with every `needle` removed, wherever the chunks split it. */
export function withoutText(needle: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  return new TransformStream({
    transform(chunk, controller) {
      const text = (carry + decoder.decode(chunk, { stream: true })).replaceAll(needle, '');
      const keep = pendingPrefix(text, needle);
      carry = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(encoder.encode(ready));
    },
    flush(controller) {
      const rest = (carry + decoder.decode()).replaceAll(needle, '');
      if (rest) controller.enqueue(encoder.encode(rest));
    },
  });
}
