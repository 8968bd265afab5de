import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataLayerItem, pushEcommerce, call, withIslandI18n, showToast, formatPhone, phoneDigits } from '@lib/platform';
import { phoneRules } from '@lib/account';
import { CHECKOUT_API } from '@lib/checkout/steps/api';
import { Field } from '../../platform/forms/Field';
import type { IslandProps } from '../../platform/forms/namespaces';
import { useForm } from '../../platform/forms/useForm';

interface Props extends IslandProps {
  orderNumber: string;
  isGuest: boolean;
  items: DataLayerItem[];
  /** The purchase event's own fields (transaction_id, value, shipping, currency). */
  purchase: Record<string, unknown>;
}

const RULES = { Phone: phoneRules };
/** Orders whose purchase analytics already heard of on this device: a reload does not count twice. */
const REPORTED = 'vitrin:purchases';

/** GA4 purchase, once per order on this device. */
function reportPurchase(orderNumber: string, items: DataLayerItem[], purchase: Record<string, unknown>): void {
  let seen: string[] = [];
  try {
    seen = JSON.parse(localStorage.getItem(REPORTED) ?? '[]') as string[];
  } catch {
    // A broken or blocked storage: report, at worst, once more.
  }
  if (seen.includes(orderNumber)) return;
  pushEcommerce('purchase', items, purchase);
  try {
    localStorage.setItem(REPORTED, JSON.stringify([...seen, orderNumber].slice(-20)));
  } catch {
    // Storage full or blocked: nothing else to do.
  }
}

/** The confirmation's live parts: the purchase event and "send me the app link". */
function ReceivedActions({ orderNumber, items, purchase }: Props) {
  const { t } = useTranslation();
  const form = useForm(RULES, { Phone: '' });
  useEffect(() => reportPurchase(orderNumber, items, purchase), [orderNumber, items, purchase]);
  const send = form.handleSubmit(async (values) => {
    try {
      const answer = await call(CHECKOUT_API.sendAppLink, { method: 'POST', body: { PhoneNumber: phoneDigits(values.Phone) } });
      if (answer.Success) {
        showToast({ kind: 'success', message: t('pay:received.appLinkSent') });
        form.reset({ Phone: '' });
      } else showToast({ kind: 'error', message: answer.Message || t('pay:received.appLinkFailed') });
    } catch {
      // The client showed its error toast.
    }
  });
  return (
    <section className="received-app" aria-labelledby="received-app">
      <div>
        <h2 className="received-heading" id="received-app">
          {t('pay:received.appTitle')}
        </h2>
        <p>{t('pay:received.appText')}</p>
      </div>
      <form className="received-app-form" noValidate onSubmit={send}>
        <Field
          form={form}
          name="Phone"
          label={t('pay:received.appPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          format={formatPhone}
          placeholder="(5xx) xxx xx xx"
        />
        <button type="submit" className="btn btn-secondary">
          {t('pay:received.appSend')}
        </button>
      </form>
    </section>
  );
}

export default withIslandI18n(ReceivedActions);
