const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Scrolls a tab's row sideways, never the page, so the tab sits whole and clear of the row's faded edges. */
export function revealTab(tab: HTMLElement): void {
  const row = tab.parentElement;
  if (!row) return;
  const clear = Number.parseFloat(getComputedStyle(row).scrollPaddingInlineStart) || 0;
  const edges = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < edges.left + clear) row.scrollLeft -= edges.left + clear - box.left;
  else if (box.right > edges.right - clear) row.scrollLeft += box.right - (edges.right - clear);
}

/** Makes one [data-tabs] block work: click or arrow keys select a tab and show its panel. */
export function wireTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (next: HTMLButtonElement) => {
    for (const tab of tabs) {
      const on = tab === next;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = root.querySelector<HTMLElement>(`#${tab.getAttribute('aria-controls')}`);
      if (panel) panel.hidden = !on;
    }
    revealTab(next);
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const move = KEYS[event.key];
      if (!move) return;
      event.preventDefault();
      const next = tabs[move(tabs.indexOf(tab), tabs.length)];
      if (!next) return;
      select(next);
      next.focus();
    });
  }
}
