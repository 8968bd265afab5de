// Opens the size guide <dialog> from its button; the dialog closes itself (Escape, its close
// button's method="dialog" form) and focus goes back to the button that opened it.
const dialog = document.querySelector<HTMLDialogElement>('#size-guide');
const opener = document.querySelector<HTMLButtonElement>('[data-size-guide-open]');

const scroller = dialog?.querySelector<HTMLElement>('.size-guide-scroll');
const hint = dialog?.querySelector<HTMLElement>('.size-guide-hint');

/** The swipe hint shows only while the table is wider than its box (a phone, not a desktop). */
function showHint() {
  if (scroller && hint) hint.hidden = scroller.scrollWidth <= scroller.clientWidth;
}

if (dialog && opener) {
  opener.addEventListener('click', () => {
    dialog.showModal();
    showHint();
  });
  window.addEventListener('resize', () => dialog.open && showHint());
  dialog.addEventListener('close', () => opener.focus());
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

// A module, not a script: its names stay its own.
export {};
