import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CargoCompanyView } from '@lib/orders/fulfilment/schema';
import { call, withIslandI18n } from '@lib/platform';
import { RETURNS_API } from '@lib/orders/returns/api';
import type { ReturnableItem, ReturnAnswer } from '@lib/orders/returns/reasons';
import type { PhotoRules } from '@lib/orders/returns/uploads';
import { Captcha } from '../../account/members/Captcha';
import { FileUpload } from './FileUpload';
import { ItemChoice } from './ItemStep';
import { type Choice, choiceProblem, freshChoice, type PickupPlaces, pickupAddressId, type Reason, type Shipping } from './model';
import { ReviewStep } from './ReviewStep';
import { ShippingStep } from './ShippingStep';
import '../../../styles/easy-return.css';
import { BusyButton } from '../../platform/forms/BusyButton';

interface Props {
  orderId: number;
  /** The return photo settings (src/lib/platform/config), so the form applies what the server checks. */
  photos: PhotoRules;
  companies: CargoCompanyView[];
  homeDates: string[];
  /** Where a home pickup may collect from. */
  pickup: PickupPlaces;
  isCorporate: boolean;
  /** Where the success page lives (localised), the return id is appended. */
  successPath: string;
}

const STEPS = ['items', 'shipping', 'review'] as const;

/** The session-storage key under which the order detail leaves the parcel to return. */
const PARCEL_KEY = 'easyReturnParcel';

/** The parcel (ShipmentNumber, SellerCode) chosen for this order on the order detail, if any. */
function readParcel(orderId: number): { ShipmentNumber?: string; SellerCode?: string } {
  try {
    const saved = JSON.parse(sessionStorage.getItem(PARCEL_KEY) ?? 'null') as {
      OrderId?: number;
      ShipmentNumber?: string;
      SellerCode?: string;
    } | null;
    if (!saved || saved.OrderId !== orderId) return {};
    return {
      ...(typeof saved.ShipmentNumber === 'string' ? { ShipmentNumber: saved.ShipmentNumber } : {}),
      ...(typeof saved.SellerCode === 'string' ? { SellerCode: saved.SellerCode } : {}),
    };
  } catch {
    return {};
  }
}

/** The three steps of an easy return: items and reasons, how the parcel goes back, check and approve. */
function EasyReturn({ orderId, photos, companies, homeDates, pickup, isCorporate, successPath }: Props) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ReturnableItem[]>();
  const [reasons, setReasons] = useState<Reason[]>([]);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [shipping, setShipping] = useState<Shipping>({ preference: null, company: null, date: null, addressId: null });
  const [invoice, setInvoice] = useState<string[]>([]);
  const [step, setStep] = useState(0);
  const [showProblems, setShowProblems] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<{ asked: boolean; token?: string }>({ asked: false });
  const key = useRef(crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The order detail's "return this parcel" keeps the parcel and seller in session storage (docs/behaviour/navigation-and-routes.md#path-parameters).
    const parcel = readParcel(orderId);
    void call<ReturnableItem[]>(RETURNS_API.items, { query: { OrderId: orderId, ...parcel } }).then((a) => {
      const list = a.Result ?? [];
      setItems(list);
      setChoices(Object.fromEntries(list.map((i) => [i.OrderItemId, freshChoice(i)])));
    });
    void call<Reason[]>(RETURNS_API.reasons).then((a) => setReasons(a.Result ?? []));
  }, [orderId]);

  if (!items) return <p aria-busy="true">{t('common:loading')}</p>;
  if (items.length === 0) return <p className="er-empty">{t('returns:items.none')}</p>;

  // A promotion item goes (and only goes) with its main item.
  const chosen = (item: ReturnableItem) =>
    (item.MainOrderItemId != null ? choices[item.MainOrderItemId]?.selected : choices[item.OrderItemId]?.selected) ?? false;
  const picked = items.filter((i) => chosen(i) && i.MainOrderItemId == null);
  const itemsOk =
    picked.length > 0 && picked.every((i) => !choiceProblem(i, choices[i.OrderItemId]!, reasons)) && (!isCorporate || invoice.length === 1);
  const shippingOk = shipping.preference === 'home_pickup' ? Boolean(shipping.date) : Boolean(shipping.preference && shipping.company);

  // The heading of the new step takes the focus, so a screen reader hears where it is.
  const go = (to: number) => {
    setStep(to);
    heading.current?.focus();
  };
  const next = () => {
    const ok = step === 0 ? itemsOk : shippingOk;
    setShowProblems(!ok);
    if (ok) go(step + 1);
  };
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await call<ReturnAnswer>(RETURNS_API.submit, {
      method: 'POST',
      body: {
        OrderId: orderId,
        IdempotencyKey: key.current,
        Items: picked.map((i) => {
          const c = choices[i.OrderItemId]!;
          return {
            OrderItemId: i.OrderItemId,
            ReasonId: c.reasonId,
            ...(c.description.trim() ? { Description: c.description.trim() } : {}),
            ...(c.condition ? { ProductCondition: c.condition } : {}),
            PhotoIds: c.photoIds,
          };
        }),
        ShippingPreference: shipping.preference,
        ...(shipping.company && shipping.preference !== 'home_pickup' ? { CargoCompanyCode: shipping.company } : {}),
        ...(shipping.date ? { PickupDate: shipping.date } : {}),
        ...(shipping.preference === 'home_pickup' && pickupAddressId(shipping, pickup) !== null
          ? { PickupAddressId: pickupAddressId(shipping, pickup) }
          : {}),
        ...(invoice[0] ? { InvoiceFileId: invoice[0] } : {}),
        ...(captcha.token ? { CaptchaToken: captcha.token } : {}),
      },
    }).catch(() => undefined);
    setBusy(false);
    if (answer?.Success && answer.Result?.IsSucceeded) window.location.assign(`${successPath}/${answer.Result.Data.EasyReturnId}`);
    else {
      // The server asks for the bot check after repeated failures: show it, and a new token each time.
      if (answer?.Exception?.ErrorCode === 'CAPTCHA_REQUIRED') setCaptcha({ asked: true });
      setError(answer?.Message ?? t('returns:review.failed'));
    }
  };

  return (
    <div className="easy-return">
      <ol className="er-steps" aria-label={t('returns:steps.label')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === step ? 'step' : undefined} className={i < step ? 'is-done' : undefined}>
            <span className="er-step-number">{i + 1}</span> {t(`returns:steps.${s}`)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="er-heading">
        {t(`returns:steps.${STEPS[step]}Heading`)}
      </h2>
      {step === 0 && (
        <>
          <ul className="er-items">
            {items.map((item) => (
              <ItemChoice
                key={item.OrderItemId}
                orderId={orderId}
                photos={photos}
                item={item}
                choice={{ ...choices[item.OrderItemId]!, selected: chosen(item) }}
                reasons={reasons}
                showProblems={showProblems}
                lockedBy={chosen(item)}
                onChange={(c) => setChoices({ ...choices, [item.OrderItemId]: c })}
              />
            ))}
          </ul>
          {showProblems && picked.length === 0 && (
            <p className="field-error" role="alert">
              {t('returns:items.noneChosen')}
            </p>
          )}
          {isCorporate && (
            <section className="er-invoice">
              <h3>{t('returns:invoice.title')}</h3>
              <p className="er-hint">{t('returns:invoice.text')}</p>
              <FileUpload
                orderId={orderId}
                kind="invoice"
                label={t('returns:invoice.add')}
                max={1}
                accept="application/pdf,image/jpeg,image/png"
                onChange={setInvoice}
              />
              {showProblems && invoice.length === 0 && (
                <p className="field-error" role="alert">
                  {t('returns:errors.invoiceRequired')}
                </p>
              )}
            </section>
          )}
        </>
      )}
      {step === 1 && (
        <ShippingStep
          companies={companies}
          homeDates={homeDates}
          pickup={pickup}
          shipping={shipping}
          showProblems={showProblems}
          onChange={setShipping}
        />
      )}
      {step === 2 && <ReviewStep items={picked} choices={choices} reasons={reasons} shipping={shipping} companies={companies} />}
      {captcha.asked && (
        <Captcha
          onToken={(token) => setCaptcha({ asked: true, token })}
          legend="returns:review.captcha"
          prompt="returns:review.captchaPrompt"
        />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="er-actions">
        {step > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => go(step - 1)}>
            {t('returns:actions.back')}
          </button>
        )}
        {step < 2 ? (
          <button type="button" className="btn btn-primary" onClick={next}>
            {t('returns:actions.continue')}
          </button>
        ) : (
          <BusyButton className="btn btn-primary" busy={busy} onClick={() => void submit()}>
            {t('returns:actions.submit')}
          </BusyButton>
        )}
      </div>
    </div>
  );
}

export default withIslandI18n(EasyReturn);
