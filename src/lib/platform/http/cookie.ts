import { parseCookie } from 'cookie';

// The one reader of a Cookie header, for the places that see it raw: the listener's own answers
// (before Astro, whose context.cookies reads the rest with the same package) and document.cookie in
// the browser. The store's cookies hold plain tokens, so a value is taken as sent, never decoded.

const asSent = { decode: (value: string) => value };

/** A cookie's value in a Cookie header or document.cookie ("a=1; b=2"): the first of that name, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header, asSent)[name] : undefined;
}
