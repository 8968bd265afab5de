import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary, CouponView } from '@lib/bag/campaigns/schema';
import { showToast } from '@lib/platform';
import { activeCoupons, applyCoupon, type CouponOutcome, type CouponReload, removeCoupon } from './coupons';
import { BusyButton } from '../../platform/forms/BusyButton';

interface Props {
  summary: CartSummary;
  signedIn: boolean;
  /** What is read again after a coupon went on or off (the bag's cart unless the page says otherwise). */
  reload?: CouponReload;
}

const date = (iso: string, lang: string) => new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'long' });

/** A member's coupons: code, expiry, usable or why not; a usable one is applied with one press. */
function CouponList({ coupons, onApply, busy }: { coupons: CouponView[]; onApply: (code: string) => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="cart-coupons">
      {coupons.map((coupon) => (
        <li key={coupon.Code} className={coupon.IsSelected ? 'cart-coupon is-selected' : 'cart-coupon'}>
          <div>
            <p className="cart-coupon-code">{coupon.Code}</p>
            <p className="cart-coupon-text">{coupon.Description}</p>
            <p className="cart-coupon-text">
              {t('cart:coupon.expires', { date: date(coupon.ExpiresAt, i18n.language) })}
              {coupon.UnusableReason && ` · ${coupon.UnusableReason}`}
            </p>
          </div>
          {coupon.IsSelected ? (
            <span className="badge badge-dark">{t('cart:coupon.selected')}</span>
          ) : (
            <BusyButton
              className="btn btn-secondary"
              aria-label={`${t('cart:coupon.use')} ${coupon.Code}`}
              disabled={!coupon.IsUsable}
              busy={busy}
              onClick={() => onApply(coupon.Code)}
            >
              {t('cart:coupon.use')}
            </BusyButton>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The coupon area of the summary: a code to apply, the applied one with remove, and a member's coupons. */
export function CouponArea({ summary, signedIn, reload }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [coupons, setCoupons] = useState<CouponView[]>([]);
  // A code applied or taken off swaps the field for the applied code or back: the focus follows to
  // what took the place of the control pressed (else it would fall to the page's body), before the
  // browser paints a frame without it.
  const field = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (summary.CouponCode ? removeButton : field).current?.focus();
  }, [summary.CouponCode]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a coupon applied or removed changes which is selected: read the list again.
  useEffect(() => {
    if (signedIn) void activeCoupons().then(setCoupons);
  }, [signedIn, summary.CouponCode]);

  // Busy, the buttons say so (aria-disabled) and ignore presses; `disabled` would drop the focus.
  // A success is a toast (docs/behaviour/errors.md#toasts-by-feature) (read out politely by the toaster), a refusal the area's status.
  const run = async (action: () => Promise<CouponOutcome>, success: string) => {
    if (busy) return;
    setBusy(true);
    refocus.current = true;
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) {
      setError('');
      setCode('');
      showToast({ kind: 'success', message: success });
    } else {
      refocus.current = false;
      setError(outcome.message || t('cart:coupon.failed'));
    }
  };
  const apply = (value: string) =>
    void run(() => applyCoupon(value.trim(), reload), t('cart:coupon.applied', { code: value.trim().toUpperCase() }));
  const submit = () => {
    if (!code.trim()) return setError(t('cart:coupon.required'));
    apply(code);
  };
  // Not a form of its own: at payment the area sits inside the payment form, where a nested form is
  // not allowed and Enter would submit the payment. Enter in the field applies the code, and only that.
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <section className="cart-coupon-area" aria-label={t('cart:coupon.title')}>
      {summary.CouponCode ? (
        <div className="cart-coupon-applied">
          <p>{t('cart:coupon.appliedCode', { code: summary.CouponCode })}</p>
          <BusyButton
            ref={removeButton}
            className="btn btn-text"
            aria-label={`${t('cart:coupon.remove')} ${summary.CouponCode}`}
            busy={busy}
            onClick={() => void run(() => removeCoupon(reload), t('cart:coupon.removed'))}
          >
            {t('cart:coupon.remove')}
          </BusyButton>
        </div>
      ) : (
        <div className="cart-coupon-form">
          <label htmlFor={`${id}-code`} className="eyebrow">
            {t('cart:coupon.label')}
          </label>
          <div className="cart-coupon-row">
            <input
              ref={field}
              id={`${id}-code`}
              className="input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={enter}
            />
            <button type="button" className="btn btn-secondary" aria-busy={busy || undefined} onClick={submit}>
              {t('cart:coupon.apply')}
            </button>
          </div>
        </div>
      )}
      <div role="status">
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      {coupons.length > 0 && <CouponList coupons={coupons} busy={busy} onApply={apply} />}
    </section>
  );
}
