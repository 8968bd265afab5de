// The listing's filter drawer on phones: "Filter and sort" opens a native <dialog> (focus moves
// into it, Escape closes it) and lends it the page's filter form; closing gives the form back and
// returns focus to the button. Without this script the link leads to the form on the page.
const opener = document.querySelector<HTMLAnchorElement>('[data-filter-open]');
const drawer = document.querySelector<HTMLDialogElement>('#filter-drawer');
const form = document.querySelector<HTMLFormElement>('#listing-filters');
const slot = drawer?.querySelector<HTMLElement>('[data-filter-slot]');
const home = form?.parentElement;

if (opener && drawer && form && slot && home) {
  // A button now, which also tells the listing's style that phones need not show the form after the products.
  opener.setAttribute('role', 'button');
  opener.addEventListener('click', (event) => {
    event.preventDefault();
    slot.append(form);
    drawer.showModal();
    // The form comes in only now, so no autofocus mark can say where to start: at the chosen sort
    // (one always is; the form's first field and where the keyboard enters its radios), never the ✕.
    form.querySelector<HTMLElement>(':checked')?.focus();
  });
  opener.addEventListener('keydown', (event) => {
    // A link answers Enter; as a button it must answer Space too.
    if (event.key === ' ') {
      event.preventDefault();
      opener.click();
    }
  });
  // The close event comes a task after the dialog shuts: if the shopper has opened it again by
  // then, the form stays where it is.
  drawer.addEventListener('close', () => {
    if (drawer.open) return;
    home.append(form);
    opener.focus();
  });
}

// A module, not a script: its names stay its own.
export {};
