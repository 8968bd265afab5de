import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddAddress } from '@lib/account/addresses/rules';
import { ADDRESS_API, COUNTRY_ID, type Address, type Place } from '@lib/account/addresses/schema';
import { $addresses, $addressesLoading, deleted, listLoaded, listLoading, saved } from '@lib/account/addresses/store';
import { showToast, formatPhone, withIslandI18n, type Lang } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import { AddressPanel } from './AddressPanel';
import './addresses.css';

/** The customer's addresses, freshly read. */
const fetchList = async (lang: Lang) => (await accountCall<Address[]>(lang, ADDRESS_API.all)).Result ?? [];

/** The address book: up to 4 addresses, add and edit in a modal, favourite and delete. */
function Book({ lang }: IslandProps) {
  const { t } = useTranslation();
  const list = useStore($addresses);
  const loading = useStore($addressesLoading);
  const [cities, setCities] = useState<Place[]>([]);
  const [editing, setEditing] = useState<Address | 'new'>();
  const [deleting, setDeleting] = useState<Address>();
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    listLoading();
    void fetchList(lang).then(listLoaded);
    void accountCall<Place[]>(lang, ADDRESS_API.cities, { query: { countryId: COUNTRY_ID } }).then((a) => setCities(a.Result ?? []));
  }, [lang]);

  const add = () => {
    if (canAddAddress(list.length)) return setEditing('new');
    showToast({ kind: 'error', title: t('address:errors.addTitle'), message: t('address:errors.limit') });
  };
  const onSaved = async (address: Address) => {
    const wasEdit = editing !== 'new';
    setEditing(undefined);
    saved(await fetchList(lang), address.ID, wasEdit);
    showToast({ kind: 'success', title: t('address:savedTitle'), message: t('address:saved') });
  };
  const remove = async (address: Address) => {
    const answer = await accountCall(lang, ADDRESS_API.remove, { method: 'POST', body: { addressID: address.ID } });
    if (!answer.Success) return;
    deleted(await fetchList(lang));
    // The card and its delete button are gone: the focus waits on the book's own button.
    addButton.current?.focus();
  };
  const favourite = async (address: Address) => {
    const answer = await accountCall(lang, ADDRESS_API.favorite, {
      method: 'PUT',
      query: { addressId: address.ID, isFavorite: !address.IsFavorite },
    });
    if (answer.Success) listLoaded(await fetchList(lang));
  };

  return (
    <div className="address-book">
      <div className="address-book-head">
        <p>{t('address:limitNote', { count: list.length })}</p>
        <button ref={addButton} type="button" className="btn btn-primary" onClick={add}>
          {t('address:add')}
        </button>
      </div>
      {loading && (
        <p role="status" aria-busy="true">
          {t('common:loading')}
        </p>
      )}
      <ul className="address-list" hidden={loading}>
        {list.map((a) => (
          <li key={a.ID} className="address-card" aria-label={a.AddressDescription}>
            <h3 className="address-title">
              {a.AddressDescription} {a.IsFavorite && <span className="badge badge-dark">{t('address:isFavourite')}</span>}
            </h3>
            <address className="address-lines">
              <span>{a.Name}</span>
              <span>{a.AddressText}</span>
              <span>
                {a.NeighborhoodName}, {a.DistrictName} / {a.CityName}
              </span>
              <span>{formatPhone(a.Phone)}</span>
            </address>
            {!a.IsCityActive && (
              <p className="warning" role="note">
                {t('address:passiveCity')}
              </p>
            )}
            <div className="address-actions">
              <button type="button" className="btn btn-text" onClick={() => setEditing(a)}>
                {t('address:edit')}
              </button>
              <button type="button" className="btn btn-text" aria-pressed={a.IsFavorite} onClick={() => void favourite(a)}>
                {t(a.IsFavorite ? 'address:unfavourite' : 'address:makeFavourite')}
              </button>
              <button type="button" className="btn btn-text" onClick={() => setDeleting(a)}>
                {t('address:delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <AddressPanel
        lang={lang}
        cities={cities}
        editing={editing}
        onSaved={(address) => void onSaved(address)}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('address:confirmDeleteTitle')}
        text={t('address:confirmDelete', { title: deleting?.AddressDescription ?? '' })}
        confirmLabel={t('address:confirmDeleteAction')}
        cancelLabel={t('address:cancel')}
        danger
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </div>
  );
}

export default withIslandI18n(Book);
