import { wcagContrast } from 'culori';

/** One custom property of tokens.css's first :root block (the values before any media query). */
export interface Token {
  name: string;
  value: string;
}

/** The tokens of tokens.css in file order, from its base :root block. */
export function parseTokens(css: string): Token[] {
  const root = css.match(/:root\s*{([\s\S]*?)\n}/)?.[1] ?? '';
  return [...root.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[a-z0-9-]+):\s*([^;]+);/gi)].map((m) => ({
    name: m[1] ?? '',
    value: (m[2] ?? '').trim(),
  }));
}

/** The colour pairs tokens.css documents under a tag (@contrast-text, @contrast-ui) as [fg, bg] names. */
export function documentedPairs(css: string, tag: 'contrast-text' | 'contrast-ui'): [string, string][] {
  const block = css.match(new RegExp(`@${tag}([^@*]+)`))?.[1] ?? '';
  return block
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split('/') as [string, string]);
}

/** The --color-* tokens that are plain hex colours, by short name ("ink" for --color-ink). */
export function hexColours(tokens: readonly Token[]): Map<string, string> {
  return new Map(
    tokens.filter((t) => t.name.startsWith('--color-') && /^#[0-9a-f]{3,8}$/i.test(t.value)).map((t) => [t.name.slice(8), t.value]),
  );
}

/** WCAG contrast ratio of two colours, e.g. "#141414" on "#ffffff" is 18.4. */
export function contrast(fg: string, bg: string): number {
  return wcagContrast(fg, bg);
}

/** A rem length in CSS pixels (16px root), or null for anything else. */
export function remToPx(value: string): number | null {
  const m = value.match(/^(-?[\d.]+)rem$/);
  if (m) return Number(m[1]) * 16;
  const px = value.match(/^(-?[\d.]+)px$/);
  return px ? Number(px[1]) : value === '0' ? 0 : null;
}
