import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@lib/account';
import { withIslandI18n, localizedPath, type OtpChallenge } from '@lib/platform';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';
import { accountCall } from '../../platform/forms/api';
import { type GuestAddress, GuestPlace } from './GuestPlace';
import './order-address.css';

const API = '/order-web-bff/api/v1/orders';

interface Props extends Pick<IslandProps, 'lang'> {
  orderId: number;
  orderCode: string;
  /** A member's saved addresses; null for a guest, who types the new address. */
  addresses: Address[] | null;
  /** Where the shopper goes back to: the order's page. */
  back: string;
}

/** Changing an order's delivery address: the new address, an SMS code, then done; leaving midway asks first. */
function ChangeAddress({ lang, orderId, orderCode, addresses, back }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shippingId, setShippingId] = useState(0);
  const [billingId, setBillingId] = useState(0);
  const [sameBilling, setSameBilling] = useState(true);
  const [guest, setGuest] = useState<GuestAddress>({ AddressText: '', CityID: 0, DistrictID: 0, NeighborhoodID: 0 });
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [done, setDone] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  const dirty = !done && (shippingId !== 0 || guest.AddressText !== '' || guest.CityID !== 0);

  // Unsaved changes: the browser asks before the page is closed or reloaded.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const send = () =>
    accountCall<OtpChallenge>(lang, `${API}/address`, {
      method: 'POST',
      body: addresses
        ? { OrderId: orderId, ShippingAddressId: shippingId, BillingAddressId: sameBilling ? 0 : billingId }
        : { OrderId: orderId, GuestAddressDOs: guest },
    });
  const submit = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const answer = await send();
    if (answer.Success && answer.Result) {
      setError(undefined);
      setChallenge(answer.Result);
    } else setError(answer.Message ?? t('errors:generic.message'));
  };
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall(lang, `${API}/address-verify`, { method: 'POST', body: { OrderId: orderId, Otp, RequestId } });
    if (answer.Success) setDone(true);
    return answer;
  };
  const resend = () => accountCall<OtpChallenge>(lang, `${API}/address-otp`, { method: 'POST', body: { OrderId: orderId } });

  if (done)
    return (
      <section className="order-address-done" role="status">
        <h2 className="heading-4">{t('tracking:address.doneTitle')}</h2>
        <p>{t('tracking:address.done')}</p>
        <a className="btn btn-primary" href={back}>
          {t('tracking:address.toOrder')}
        </a>
      </section>
    );
  const leave = (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => (dirty || challenge ? setLeaving(true) : window.location.assign(back))}
      >
        {t('tracking:address.cancel')}
      </button>
      <ConfirmDialog
        open={leaving}
        title={t('tracking:address.leaveTitle')}
        text={t('tracking:address.leaveText')}
        confirmLabel={t('tracking:address.leave')}
        cancelLabel={t('tracking:address.stay')}
        onConfirm={() => window.location.assign(back)}
        onClose={() => setLeaving(false)}
      />
    </>
  );
  if (challenge)
    return (
      <div className="order-address">
        <OtpStep
          key={challenge.RequestId}
          challenge={challenge}
          channel="phone"
          heading={t('tracking:address.codeHeading')}
          onVerify={verify}
          onResend={resend}
          back={{ label: t('tracking:address.back'), onClick: () => setChallenge(undefined) }}
        />
        <div className="order-address-actions">{leave}</div>
      </div>
    );
  const radios = (name: string, chosen: number, choose: (value: number) => void) =>
    (addresses ?? []).map((address) => (
      <div className="field-checkbox order-address-option" key={address.ID}>
        <input
          id={`${id}-${name}-${address.ID}`}
          type="radio"
          name={`${id}-${name}`}
          checked={chosen === address.ID}
          onChange={() => choose(address.ID)}
        />
        <label htmlFor={`${id}-${name}-${address.ID}`}>
          <strong>{address.AddressDescription}</strong> · {address.Name}
          <br />
          <span className="muted">
            {address.AddressText}, {address.NeighborhoodName}, {address.DistrictName} / {address.CityName}
          </span>
        </label>
      </div>
    ));
  return (
    <form className="order-address" onSubmit={submit} noValidate>
      <p>{t('tracking:address.intro', { number: orderCode })}</p>
      {addresses ? (
        addresses.length === 0 ? (
          <p>
            {t('tracking:address.noAddress')} <a href={localizedPath('/customer/address', lang)}>{t('tracking:address.addresses')}</a>
          </p>
        ) : (
          <>
            <fieldset>
              <legend className="heading-4">{t('tracking:address.choose')}</legend>
              {radios('shipping', shippingId, setShippingId)}
            </fieldset>
            <div className="field-checkbox">
              <input id={`${id}-same`} type="checkbox" checked={sameBilling} onChange={(e) => setSameBilling(e.target.checked)} />
              <label htmlFor={`${id}-same`}>{t('tracking:address.sameBilling')}</label>
            </div>
            {!sameBilling && (
              <fieldset>
                <legend className="heading-4">{t('tracking:address.billing')}</legend>
                {radios('billing', billingId, setBillingId)}
              </fieldset>
            )}
          </>
        )
      ) : (
        <GuestPlace lang={lang} value={guest} onChange={setGuest} />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="order-address-actions">
        <button type="submit" className="btn btn-primary">
          {t('tracking:address.continue')}
        </button>
        {leave}
      </div>
    </form>
  );
}

export default withIslandI18n(ChangeAddress);
