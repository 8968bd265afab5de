import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lib/platform';
import './digital.css';
import { DIGITAL_METHODS, type PaymentMethod } from '@lib/checkout/steps/api';
import { PROVIDER_NAMES } from '@lib/checkout/payments/digital/providers';
import Wordmark from './Wordmark';

interface Props {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** What the chosen provider's payment campaign takes off, when it gets one (campaignSaving); no line for an offer it misses. */
  saving?: number | null;
}

/** The digital payments tab: choose the provider whose page pays the rest (texts: namespace `digital`). */
export function DigitalTab({ value, onChange, saving = null }: Props) {
  const { t } = useTranslation();
  const chosen = DIGITAL_METHODS.find((code) => code === value) ?? null;
  return (
    <div className="digital">
      <p className="digital-intro">{t('digital:tab.intro')}</p>
      <fieldset className="digital-options">
        <legend className="visually-hidden">{t('digital:tab.legend')}</legend>
        {DIGITAL_METHODS.map((code) => (
          <label key={code} className="digital-option" data-checked={code === chosen || undefined}>
            <input type="radio" name="digital-provider" value={code} checked={code === chosen} onChange={() => onChange(code)} />
            <span className="digital-mark">
              <Wordmark code={code} decorative />
            </span>
            <span className="digital-text">
              <span className="visually-hidden">{PROVIDER_NAMES[code]}: </span>
              {t(`digital:tab.${code}`)}
            </span>
          </label>
        ))}
      </fieldset>
      {chosen && (
        <p className="digital-redirect" aria-live="polite">
          {t('digital:tab.redirect', { provider: PROVIDER_NAMES[chosen] })}
        </p>
      )}
      {chosen && saving !== null && (
        <p className="digital-campaign" role="status">
          <strong>{t('digital:tab.campaign')}</strong> {t('pay:campaign.methodApplied', { amount: formatPrice(saving) })}
        </p>
      )}
    </div>
  );
}
