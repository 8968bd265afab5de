import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './digital.css';
import type { PaymentMethod } from '@lib/checkout/schema';
import { DIGITAL_CODES, PROVIDER_NAMES } from '@lib/digital/providers';
import { digitalCampaign } from './campaign';
import { Wordmark } from './Wordmark';

interface Props {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /**
   * The chosen provider's campaign note (the pre-payment campaign control's
   * PaymentConditionWarningNote); when the page passes none, the tab asks the control itself.
   */
  campaignNote?: string | null;
}

/** The campaign note of the chosen provider: the page's, else the control's answer for it (a later answer for another provider is dropped). */
function useCampaignNote(chosen: string | null, given: string | null | undefined): string | null {
  const [asked, setAsked] = useState<{ of: string; note: string | null } | null>(null);
  useEffect(() => {
    if (given !== undefined || !chosen) return;
    let current = true;
    void digitalCampaign(chosen, false).then((reply) => {
      if (current) setAsked({ of: chosen, note: reply?.PaymentConditionWarningNote ?? null });
    });
    return () => {
      current = false;
    };
  }, [chosen, given]);
  if (given !== undefined) return given;
  return asked?.of === chosen ? asked.note : null;
}

/** The digital payments tab: choose the provider whose page pays the rest (texts: namespace `digital`). */
export function DigitalTab({ value, onChange, campaignNote }: Props) {
  const { t } = useTranslation();
  const chosen = DIGITAL_CODES.find((code) => code === value) ?? null;
  const note = useCampaignNote(chosen, campaignNote);
  return (
    <div className="digital">
      <p className="digital-intro">{t('digital:tab.intro')}</p>
      <fieldset className="digital-options">
        <legend className="visually-hidden">{t('digital:tab.legend')}</legend>
        {DIGITAL_CODES.map((code) => (
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
      {chosen && note && (
        <p className="digital-campaign" role="status">
          <strong>{t('digital:tab.campaign')}</strong> {note}
        </p>
      )}
    </div>
  );
}
