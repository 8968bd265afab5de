// The policy of iyzico's 3-D page as this store serves it in the checkout's frame. The page is the
// bank's (iyzico's threeDSHtmlContent): an auto-submitting form to the card's bank. It may run only
// its own inline script (by hash), post only to the origins its forms name, and load nothing else.

const sha256 = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
};

/** The origin of an absolute http(s) address, or null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/** The Content-Security-Policy of a 3-D page's HTML: its inline scripts and handlers by hash, its forms' origins only. */
export async function threeDPagePolicy(html: string): Promise<string> {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
  const handlers = [...html.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ''));
  const actions = [...html.matchAll(/<form\b[^>]*\saction\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) =>
    originOf(decode(m[1] ?? m[2] ?? '')),
  );
  const forms = [...new Set(actions.filter((origin): origin is string => origin !== null))];
  const hashes = await Promise.all([...scripts, ...handlers].map(sha256));
  const script = [...(handlers.length > 0 ? ["'unsafe-hashes'"] : []), ...new Set(hashes)];
  return [
    "default-src 'none'",
    `script-src ${script.length > 0 ? script.join(' ') : "'none'"}`,
    // A bank's page may style itself inline and show its logo; it loads nothing it could run.
    "style-src 'unsafe-inline'",
    'img-src data: https:',
    `form-action ${forms.length > 0 ? forms.join(' ') : "'none'"}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}
