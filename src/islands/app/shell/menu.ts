// The header's menus. A department's mega panel opens on hover in CSS; for the keyboard its
// button (or ArrowDown on the department's link) opens it, so its links join the Tab order only
// then. Escape closes the open panel and puts focus back on the button; leaving the department
// closes it. The phone drawer opens by the buttons' declarative commands; browsers without them
// get the same from a click handler here.

/** Opens or closes a department's panel for the keyboard, its button saying which. */
function setOpen(menu: HTMLElement, open: boolean): void {
  if (open) {
    menu.dataset.open = '';
    delete menu.dataset.dismissed;
  } else delete menu.dataset.open;
  menu.querySelector('[data-menu-toggle]')?.setAttribute('aria-expanded', String(open));
}

/** The panel's links, in order. */
const linksOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>('.mega-panel a')];

function onKey(event: KeyboardEvent): void {
  const menu = (event.target as Element | null)?.closest<HTMLElement>('[data-menu]');
  if (!menu) return;
  if (event.key === 'Escape') {
    // Closes for the pointer too, until it leaves the department.
    setOpen(menu, false);
    menu.dataset.dismissed = '';
    menu.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
  } else if (event.key === 'ArrowDown' && (event.target as Element).matches('.department-link, [data-menu-toggle]')) {
    event.preventDefault();
    setOpen(menu, true);
    linksOf(menu)[0]?.focus();
  }
}

/** Focus or the pointer has left the department: its panel closes, and may open again. */
function onLeave(event: Event): void {
  const menu = event.currentTarget as HTMLElement;
  if (event instanceof FocusEvent && menu.contains(event.relatedTarget as Node | null)) return;
  if (event instanceof FocusEvent) setOpen(menu, false);
  delete menu.dataset.dismissed;
}

for (const menu of document.querySelectorAll<HTMLElement>('[data-menu]')) {
  menu.querySelector('[data-menu-toggle]')?.addEventListener('click', () => setOpen(menu, !('open' in menu.dataset)));
  menu.addEventListener('keydown', onKey);
  menu.addEventListener('mouseleave', onLeave);
  menu.addEventListener('focusout', onLeave);
}

// Invoker commands (commandfor/command) arrived in 2025; older browsers open the drawer here.
if (!('command' in HTMLButtonElement.prototype)) {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[commandfor]');
    const dialog = button ? document.getElementById(button.getAttribute('commandfor') ?? '') : null;
    if (!button || !(dialog instanceof HTMLDialogElement)) return;
    if (button.getAttribute('command') === 'show-modal') dialog.showModal();
    else if (button.getAttribute('command') === 'close') dialog.close();
  });
}
