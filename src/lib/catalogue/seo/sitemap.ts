import { htmlLang, LANGS, localizedPath, type RouteRule } from '@lib/platform';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: every path in both languages, each entry naming its alternates (hreflang) so search
 * engines pair the Turkish and English pages.
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) =>
    LANGS.map((lang) => {
      const alternates = LANGS.map(
        (alt) =>
          `<xhtml:link rel="alternate" hreflang="${htmlLang(alt).slice(0, 2)}" href="${escapeXml(origin + localizedPath(path, alt))}"/>`,
      ).join('');
      return `<url><loc>${escapeXml(origin + localizedPath(path, lang))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt patterns for a route: its fixed part up to the first parameter, or the exact path. */
function patterns(path: string, lang: (typeof LANGS)[number]): string[] {
  const cut = path.indexOf('/:');
  if (cut !== -1) return [`${localizedPath(path.slice(0, cut), lang)}/`];
  // Patterns match prefixes: "$" pins the exact path (so /customer leaves /customer/login open),
  // and "?" catches the same path with a query.
  const exact = localizedPath(path, lang);
  return [`${exact}$`, `${exact}?`];
}

/**
 * robots.txt from the route tables: every noindex route (in both languages) and the JSON API are
 * disallowed; everything else may be crawled. Points to the sitemap.
 */
export function robotsTxt(origin: string, rules: readonly RouteRule[], apiPrefixes: readonly string[]): string {
  const indexed = new Set(rules.filter((r) => r.robots === 'index').map((r) => r.path));
  const blocked = new Set<string>(apiPrefixes);
  for (const rule of rules) {
    if (rule.robots !== 'noindex' || indexed.has(rule.path)) continue;
    for (const lang of LANGS) for (const p of patterns(rule.path, lang)) blocked.add(p);
  }
  const lines = [
    'User-agent: *',
    ...[...blocked].sort().map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
