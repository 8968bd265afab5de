import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddAddress, ADDRESS_API, type Address, type Place, $addresses, listLoaded, saved } from '@lib/account';
import { type Lang, showToast } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';
import { AddressPanel } from '../../account/addresses/AddressPanel';
import { AddressCards } from './AddressCards';

/** Which saved addresses the member chose. */
export interface MemberChoice {
  shippingId: number;
  billingId: number;
  sameBilling: boolean;
}

interface Props {
  lang: Lang;
  /** The member's addresses as the server read them. */
  initial: Address[];
  cities: Place[];
  pickup: boolean;
  choice: MemberChoice;
  onChange: (next: Partial<MemberChoice>) => void;
}

/**
 * A member's saved addresses (the address book's store, at most 4) as cards to deliver to and to
 * bill, with add and edit in a panel; collected in store, only the billing address is asked.
 */
export function MemberAddresses({ lang, initial, cities, pickup, choice, onChange }: Props) {
  const { t } = useTranslation();
  const stored = useStore($addresses);
  const [started, setStarted] = useState(false);
  // The store is the browser's: filled here after hydration (on the server it would be shared by every request).
  useEffect(() => {
    listLoaded(initial);
    setStarted(true);
  }, [initial]);
  const list = started ? stored : initial;
  const [editing, setEditing] = useState<Address | 'new'>();
  // Collected in store, the only address chosen is the bill's.
  const billingShown = pickup || !choice.sameBilling;

  const add = () => {
    if (canAddAddress(list.length)) return setEditing('new');
    showToast({ kind: 'error', title: t('address:errors.addTitle'), message: t('address:errors.limit') });
  };
  const onSaved = async (address: Address) => {
    const wasEdit = editing !== 'new';
    setEditing(undefined);
    saved((await accountCall<Address[]>(lang, ADDRESS_API.all)).Result ?? [], address.ID, wasEdit);
    if (!wasEdit) onChange(pickup ? { billingId: address.ID } : { shippingId: address.ID });
    showToast({ kind: 'success', title: t('address:savedTitle'), message: t('address:saved') });
  };

  return (
    <div className="delivery-member">
      {list.length === 0 && <p className="delivery-hint">{t('checkout:address.none')}</p>}
      {!pickup && list.length > 0 && (
        <AddressCards
          name="shipping"
          legend={t('checkout:address.shipping')}
          list={list}
          selected={choice.shippingId}
          onSelect={(shippingId) => onChange({ shippingId })}
          onEdit={setEditing}
        />
      )}
      {!pickup && (
        <label className="check delivery-same">
          <input type="checkbox" checked={choice.sameBilling} onChange={(event) => onChange({ sameBilling: event.target.checked })} />
          <span>{t('checkout:address.sameBilling')}</span>
        </label>
      )}
      {billingShown && list.length > 0 && (
        <AddressCards
          name="billing"
          legend={t('checkout:address.billTo')}
          list={list}
          selected={choice.billingId}
          onSelect={(billingId) => onChange({ billingId })}
          onEdit={setEditing}
        />
      )}
      <button type="button" className="btn btn-secondary delivery-add" onClick={add} disabled={!canAddAddress(list.length)}>
        {t('checkout:address.add')}
      </button>
      {!canAddAddress(list.length) && <p className="delivery-hint">{t('checkout:address.limit')}</p>}
      <AddressPanel lang={lang} cities={cities} editing={editing} onSaved={(a) => void onSaved(a)} onClose={() => setEditing(undefined)} />
    </div>
  );
}
