import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast, documentedPairs, hexColours, parseTokens, remToPx } from '../components/app/styleguide/tokens';

// The colour pairs tokens.css documents (@contrast-text, @contrast-ui), checked against WCAG AA
// with the real values, so a retuned colour cannot quietly fall below the line.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const colours = hexColours(parseTokens(css));

function ratio(fg: string, bg: string): number {
  const a = colours.get(fg);
  const b = colours.get(bg);
  if (!(a && b)) throw new Error(`unknown colour token in ${fg}/${bg}`);
  return contrast(a, b);
}

describe('design token contrast', () => {
  it('documents the pairs the brief asks for', () => {
    const text = documentedPairs(css, 'contrast-text').map((p) => p.join('/'));
    expect(text).toEqual(expect.arrayContaining(['paper/success', 'paper/ink', 'sale/paper', 'sale/ivory', 'error/paper', 'subtle/stone']));
    expect(documentedPairs(css, 'contrast-ui').length).toBeGreaterThan(0);
  });

  it.each(documentedPairs(css, 'contrast-text'))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(documentedPairs(css, 'contrast-ui'))('control edge %s on %s reaches 3:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('token parsing', () => {
  it('reads the base values, not the media-query overrides', () => {
    const tokens = parseTokens(css);
    expect(tokens.find((t) => t.name === '--gutter')?.value).toBe('var(--space-4)');
    expect(tokens.find((t) => t.name === '--color-ink')?.value).toMatch(/^#/);
  });

  it('converts rem and px lengths to pixels', () => {
    expect(remToPx('0.75rem')).toBe(12);
    expect(remToPx('2px')).toBe(2);
    expect(remToPx('0')).toBe(0);
    expect(remToPx('var(--space-4)')).toBeNull();
  });
});
