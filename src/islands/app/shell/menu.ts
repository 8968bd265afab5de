// The header's menus. The mega menus open in CSS alone (hover, focus within); this adds Escape,
// which closes the open panel and puts focus back on its department. The phone drawer opens by the
// buttons' declarative commands; browsers without them get the same from a click handler here.

/** Escape inside a department's panel: close it and return to the department link. */
function closeOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const menu = (event.target as Element | null)?.closest<HTMLElement>('[data-menu]');
  if (!menu) return;
  menu.dataset.dismissed = '';
  menu.querySelector<HTMLElement>('a')?.focus();
}

/** The panel may open again once the pointer or focus has left its department. */
function reopen(event: Event): void {
  const menu = (event.currentTarget as HTMLElement | null) ?? undefined;
  if (!menu) return;
  if (event instanceof FocusEvent && menu.contains(event.relatedTarget as Node | null)) return;
  delete menu.dataset.dismissed;
}

for (const menu of document.querySelectorAll<HTMLElement>('[data-menu]')) {
  menu.addEventListener('keydown', closeOnEscape);
  menu.addEventListener('mouseleave', reopen);
  menu.addEventListener('focusout', reopen);
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
