import { useTranslation } from 'react-i18next';
import type { Address, Place } from '@lib/account/addresses/schema';
import type { Lang } from '@lib/platform';
import { Modal } from '../../platform/forms/Modal';
import { AddressForm } from './AddressForm';

interface PanelProps {
  lang: Lang;
  cities: Place[];
  /** The address edited, 'new' for a new one, undefined while closed. */
  editing: Address | 'new' | undefined;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

/**
 * The add and edit panel of the address book and of checkout's delivery step: the address form in
 * the store's modal (its title and ✕ in a header that stays at the top, the form's buttons at the
 * foot: addresses.css), open while an address is edited.
 */
export function AddressPanel({ lang, cities, editing, onSaved, onClose }: PanelProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={editing !== undefined}
      title={t(editing === 'new' ? 'address:addTitle' : 'address:editTitle')}
      onClose={onClose}
      className="address-dialog"
    >
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
    </Modal>
  );
}
