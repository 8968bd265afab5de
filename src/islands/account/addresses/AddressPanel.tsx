import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Place } from '@lib/account/addresses/schema';
import type { Lang } from '@lib/platform';
import { AddressForm } from './AddressForm';

interface PanelProps {
  lang: Lang;
  cities: Place[];
  /** The address edited, 'new' for a new one, undefined while closed. */
  editing: Address | 'new' | undefined;
  onSaved: (address: Address) => void;
  onClose: () => void;
  /** The id of the dialog's title (unique on the page). */
  titleId: string;
}

/** The add and edit panel: the address form in a modal dialog, open while an address is edited. */
export function AddressPanel({ lang, cities, editing, onSaved, onClose, titleId }: PanelProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (editing && !dialog.current?.open) dialog.current?.showModal();
    if (!editing && dialog.current?.open) dialog.current.close();
  }, [editing]);
  return (
    <dialog ref={dialog} className="modal address-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {t(editing === 'new' ? 'address:addTitle' : 'address:editTitle')}
        </h2>
      </div>
      {editing && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.ID}
          lang={lang}
          editing={editing === 'new' ? undefined : editing}
          cities={cities}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </dialog>
  );
}
