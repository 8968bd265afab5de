// Astro writes its islands' one style rule as a <style> element just before the first island of a
// page, deep in <body>, where the HTML standard allows no <style> (the W3C Nu checker: "A style
// element in body must be the first child of its parent"). The rule lives in the global style sheet
// instead (styles/global.css), and the element is taken out of every page as it streams.

/** The element Astro writes before a page's first island (astro/dist/runtime/server/scripts.js). */
export const ISLAND_STYLE_ELEMENT = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** How many of `bytes`' last bytes could be the start of `needle` (held back until the next chunk). */
function pendingPrefix(bytes: Uint8Array, needle: Uint8Array): number {
  for (let k = Math.min(needle.length - 1, bytes.length); k > 0; k -= 1) {
    let match = true;
    for (let i = 0; i < k && match; i += 1) match = bytes[bytes.length - k + i] === needle[i];
    if (match) return k;
  }
  return 0;
}

/**
 * A stream of UTF-8 bytes with every `needle` (ASCII) removed, wherever the chunks split it. It
 * works on the bytes, never decoding them: an ASCII byte never occurs inside a multi-byte UTF-8
 * letter, so a match of the needle's bytes is a match of its text. Decoding and encoding every
 * page here cost a few per cent of a render (--cpu-prof).
 */
export function withoutText(needle: string): TransformStream<Uint8Array, Uint8Array> {
  const pattern = Buffer.from(needle, 'latin1');
  let carry: Uint8Array = new Uint8Array(0);
  /** Enqueues `bytes` without the needle; keeps back what may be the needle's start when `more`. */
  const pass = (bytes: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>, more: boolean) => {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let from = 0;
    for (let at = data.indexOf(pattern, from); at !== -1; at = data.indexOf(pattern, from)) {
      if (at > from) controller.enqueue(data.subarray(from, at));
      from = at + pattern.length;
    }
    const rest = data.subarray(from);
    const keep = more ? pendingPrefix(rest, pattern) : 0;
    // The kept bytes are copied: the chunk's buffer may be reused by its writer.
    carry = keep ? Uint8Array.from(rest.subarray(rest.length - keep)) : new Uint8Array(0);
    if (rest.length > keep) controller.enqueue(rest.subarray(0, rest.length - keep));
  };
  return new TransformStream({
    transform(chunk, controller) {
      pass(carry.length ? Buffer.concat([carry, chunk]) : chunk, controller, true);
    },
    flush(controller) {
      if (carry.length) pass(carry, controller, false);
    },
  });
}
