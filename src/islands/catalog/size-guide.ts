// Opens the size guide <dialog> from its button; the dialog closes itself (Escape, its close
// button's method="dialog" form) and focus goes back to the button that opened it.
const dialog = document.querySelector<HTMLDialogElement>('#size-guide');
const opener = document.querySelector<HTMLButtonElement>('[data-size-guide-open]');

if (dialog && opener) {
  opener.addEventListener('click', () => dialog.showModal());
  dialog.addEventListener('close', () => opener.focus());
  // A click on the backdrop (the dialog box itself, outside its content) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

// A module, not a script: its names stay its own.
export {};
