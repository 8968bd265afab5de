import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A modal dialog starts the focus where its content marks `autofocus`, which showModal() honours;
// without one it would start on its first control, the ✕ (or, in a document, the close button after
// the text). The browser journeys show it for most of them; this holds every dialog in the markup to it.
describe('the dialogs in the markup', () => {
  /** Dialogs whose start is not in the markup, and why. */
  const startedElsewhere = new Map([
    // Its content, the page's filter form, is lent to it when it opens; its script focuses the form.
    ['src/components/catalogue/products/FilterDrawer.astro', 'the script'],
    // A zoomed picture panned by a swipe: its one control is the ✕.
    ['src/components/catalogue/media/Gallery.astro', 'one control'],
  ]);
  const uses = globSync('src/**/*.astro')
    .filter((file) => file !== 'src/components/platform/ui/Dialog.astro')
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(Dialog|dialog)\b[\s\S]*?<\/\1>/g)].map((match) => ({ file, markup: match[0] })),
    );

  it('each mark where the focus starts, inside the dialog', () => {
    expect(uses.length).toBeGreaterThanOrEqual(10);
    const unmarked = uses.filter(({ file, markup }) => !startedElsewhere.has(file) && !/<[a-z][^<>]*\sautofocus\b[^<>]*>/i.test(markup));
    expect(unmarked.map(({ file }) => file)).toEqual([]);
  });

  it('lists as started elsewhere only dialogs that exist and have no mark', () => {
    for (const file of startedElsewhere.keys()) {
      const markup = uses.filter((use) => use.file === file).map((use) => use.markup);
      expect(markup.length, file).toBeGreaterThan(0);
      expect(
        markup.some((m) => /\sautofocus\b/.test(m)),
        file,
      ).toBe(false);
    }
  });
});
