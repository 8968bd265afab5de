// What must never reach a log line, whatever field or message it hides in: e-mail addresses,
// phone numbers, one-time codes and query strings (where codes, tokens and contacts travel).
// Applied to the text of every string in a JSON log line, so numbers and structure stay intact.

/** An e-mail address, also percent-encoded (`%40`) as it appears in a URL. */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
/**
 * A Turkish phone number as people type it: +90, 90 or 0 first or not, spaces, dots, dashes,
 * brackets. Standing alone, as a number does in text: a run of digits inside an id (a UUID's
 * `…1306-3371-415f…` reads like one) is no phone, and the operator needs the id whole.
 */
const PHONE =
  /(?<![\p{L}\p{N}_-])(?:(?:\+|%2B)?90[\s.-]*|0[\s.-]*)?\(?[2-5]\d{2}\)?[\s.-]*\d{3}[\s.-]*\d{2}[\s.-]*\d{2}(?![\p{L}\p{N}_-])/giu;
/** A six-digit code standing alone (not part of a slug, a port, a decimal or an id). */
const CODE = /(?<![\p{L}\p{N}_:.-])\d{6}(?![\p{L}\p{N}_-])/gu;
/** The query string of a path or URL, up to the end of the string, a space or a quote. */
const QUERY = /\?[^\s"'\\#]+/g;

/** A text with contacts, codes and query strings replaced by placeholders. */
export function redactText(text: string): string {
  return text.replace(QUERY, '?[redacted]').replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(CODE, '[code]');
}

/** A JSON log line with every string in it redacted; keys, numbers and the shape are kept. */
export function redactJsonLine(line: string): string {
  return line.replace(/"(?:[^"\\]|\\.)*"/g, redactText);
}
