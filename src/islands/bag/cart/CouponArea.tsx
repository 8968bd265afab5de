import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartSummary, CouponView } from '@lib/bag/campaigns/schema';
import { showToast } from '@lib/platform';
import { activeCoupons, applyCoupon, type CouponOutcome, removeCoupon } from './coupons';

interface Props {
  summary: CartSummary;
  signedIn: boolean;
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
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`${t('cart:coupon.use')} ${coupon.Code}`}
              disabled={!coupon.IsUsable || busy}
              onClick={() => onApply(coupon.Code)}
            >
              {t('cart:coupon.use')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The coupon area of the summary: a code to apply, the applied one with remove, and a member's coupons. */
export function CouponArea({ summary, signedIn }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [coupons, setCoupons] = useState<CouponView[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a coupon applied or removed changes which is selected: read the list again.
  useEffect(() => {
    if (signedIn) void activeCoupons().then(setCoupons);
  }, [signedIn, summary.CouponCode]);

  const run = async (action: () => Promise<CouponOutcome>, success: string) => {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) {
      setError('');
      setCode('');
      showToast({ kind: 'success', message: success });
    } else setError(outcome.message || t('cart:coupon.failed'));
  };
  const apply = (value: string) =>
    void run(() => applyCoupon(value.trim()), t('cart:coupon.applied', { code: value.trim().toUpperCase() }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('cart:coupon.required'));
    apply(code);
  };

  return (
    <section className="cart-coupon-area" aria-label={t('cart:coupon.title')}>
      {summary.CouponCode ? (
        <div className="cart-coupon-applied">
          <p>{t('cart:coupon.appliedCode', { code: summary.CouponCode })}</p>
          <button
            type="button"
            className="btn btn-text"
            aria-label={`${t('cart:coupon.remove')} ${summary.CouponCode}`}
            disabled={busy}
            onClick={() => void run(removeCoupon, t('cart:coupon.removed'))}
          >
            {t('cart:coupon.remove')}
          </button>
        </div>
      ) : (
        <form className="cart-coupon-form" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`} className="eyebrow">
            {t('cart:coupon.label')}
          </label>
          <div className="cart-coupon-row">
            <input
              id={`${id}-code`}
              className="input"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="btn btn-secondary" aria-busy={busy || undefined}>
              {t('cart:coupon.apply')}
            </button>
          </div>
        </form>
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
