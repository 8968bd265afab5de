import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The store's own dialogs (Dialog.astro) start the focus where their content marks `autofocus`,
// which showModal() honours; without one it would start on the ✕. The browser journeys show it for
// the cookie preferences, the mini-bag and the style guide; this holds every other use to it.
describe("the store's own dialogs", () => {
  const uses = globSync('src/**/*.astro').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<Dialog\b[\s\S]*?<\/Dialog>/g)].map((match) => ({ file, markup: match[0] })),
  );

  it('each mark where the focus starts, inside the dialog', () => {
    expect(uses.length).toBeGreaterThanOrEqual(4);
    expect(uses.filter(({ markup }) => !/<[a-z][^<>]*\sautofocus\b[^<>]*>/i.test(markup)).map(({ file }) => file)).toEqual([]);
  });
});
