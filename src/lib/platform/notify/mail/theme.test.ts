import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOURS } from './theme';

describe('the e-mail theme', () => {
  it('uses the store’s own colours, as tokens.css defines them', () => {
    const tokens = readFileSync(new URL('../../../../styles/tokens.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(COLOURS)) {
      const css = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      expect(tokens, name).toContain(`--color-${css}: ${value};`);
    }
  });
});
