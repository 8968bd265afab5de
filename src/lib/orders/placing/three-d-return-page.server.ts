import { createHash } from 'node:crypto';
import type { ThreeDMessage } from '@lib/checkout';

// The 3-D return's answer is a tiny page inside the checkout's modal frame: it hands the outcome to
// the checkout window (same origin only) or, opened on its own, goes where the shopper should be.
// Its one script is fixed text allowed by its hash; the outcome travels as JSON data, never as code.

const SCRIPT =
  "var d=JSON.parse(document.getElementById('outcome').textContent);" +
  'if(window.parent!==window){window.parent.postMessage(d.message,location.origin)}else{location.replace(d.next)}';
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** JSON safe inside a script element: no "<" can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's HTML: the message for the parent frame, and where to go when not in a frame. */
export function threeDReturnPage(message: ThreeDMessage | null, next: string, lang: string, linkText: string): Response {
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>3-D Secure</title></head><body><script type="application/json" id="outcome">${scriptJson({ message, next })}</script><script>${SCRIPT}</script><p><a href="${escapeHtml(next)}">${escapeHtml(linkText)}</a></p></body></html>`;
  return new Response(html, {
    status: message ? 200 : 400,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src ${SCRIPT_HASH}`,
    },
  });
}
