// The one reader of a Cookie header, for the places that see it raw: the listener's own answers
// (before Astro, whose context.cookies reads the rest) and document.cookie in the browser. The
// store's cookies hold plain tokens, so a value is taken as sent, never decoded.

/** A cookie's value in a Cookie header or document.cookie ("a=1; b=2"): the first of that name, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
