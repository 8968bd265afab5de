import type { ReactNode } from 'react';

/** A document the page also draws in a dialog of its own: its page, and that dialog's id. */
export interface DocumentRef {
  href: string;
  dialogId: string;
}
/** The documents the register form links: the membership agreement and the personal-data notice. */
export interface Documents {
  membership: DocumentRef;
  privacy: DocumentRef;
}

/**
 * A link to a document that opens over the form in the page's dialog, so nothing typed is lost;
 * before the script runs (or without the dialog) it opens the document's page in a new tab.
 */
export function DocumentLink({ document: target, children }: { document: DocumentRef; children?: ReactNode }) {
  return (
    <a
      href={target.href}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        const dialog = document.getElementById(target.dialogId);
        if (!(dialog instanceof HTMLDialogElement)) return;
        event.preventDefault();
        dialog.showModal();
      }}
    >
      {children}
    </a>
  );
}
