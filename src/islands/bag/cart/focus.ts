// Where the keyboard's focus goes when the control that had it leaves the page (a bag line removed
// or moved to the favourites): onto the same action of the line that takes its place, else of the
// line before it, else the bag's heading. Left alone, it would fall to the page's body, and a
// keyboard shopper would start again from the top of the page.

/**
 * Notes, before a line leaves, where the focus should go after it; the function returned moves it
 * there, to be called once the server has let the line go and before the bag is drawn without it
 * (moved after, the focus would sit on the body for a frame, and a screen reader would say so).
 */
export function focusAfterLine(line: Element | null, action: 'remove' | 'favourites'): () => void {
  const lines = [...document.querySelectorAll('.cart-line')];
  const at = line ? lines.indexOf(line) : -1;
  const neighbour = at < 0 ? undefined : (lines[at + 1] ?? lines[at - 1]);
  const target = neighbour?.querySelector<HTMLElement>(`[data-line-action="${action}"]`);
  return () => (target ?? document.querySelector<HTMLElement>('[data-bag-heading]'))?.focus();
}
