import { readFileSync } from 'node:fs';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';

// The colour pairs tokens.css documents (@contrast-text, @contrast-ui), checked against WCAG AA
// with the real values, so a retuned colour cannot quietly fall below the line.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const colours = new Map([...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((m) => [m[1], m[2]]));

function pairs(tag: string): [string, string][] {
  const block = css.match(new RegExp(`@${tag}([^@*]+)`))?.[1] ?? '';
  return block
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split('/') as [string, string]);
}

function ratio(fg: string, bg: string): number {
  const a = colours.get(fg);
  const b = colours.get(bg);
  if (!(a && b)) throw new Error(`unknown colour token in ${fg}/${bg}`);
  return wcagContrast(a, b);
}

describe('design token contrast', () => {
  it('documents the pairs the brief asks for', () => {
    const text = pairs('contrast-text').map((p) => p.join('/'));
    expect(text).toEqual(expect.arrayContaining(['paper/success', 'paper/ink', 'sale/paper', 'sale/ivory', 'error/paper', 'subtle/stone']));
    expect(pairs('contrast-ui').length).toBeGreaterThan(0);
  });

  it.each(pairs('contrast-text'))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(pairs('contrast-ui'))('control edge %s on %s reaches 3:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
