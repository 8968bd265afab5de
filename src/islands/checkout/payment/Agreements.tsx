import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_API } from '@lib/checkout/steps/api';
import { call } from '@lib/platform';
import { Modal } from '../../platform/forms/Modal';

/** The two documents, as the agreements call renders them for this order (HTML from the server). */
export interface AgreementTexts {
  PreInformationForm: string;
  DistanceSalesAgreement: string;
}

export type AgreementName = 'preInformation' | 'distanceSales';
export type Accepted = Record<AgreementName, boolean>;

interface Props {
  accepted: Accepted;
  onChange: (accepted: Accepted) => void;
  /** The body of the agreements call: this order's delivery and payment as chosen now. */
  request: () => Record<string, unknown>;
}

const NAMES: AgreementName[] = ['preInformation', 'distanceSales'];

/**
 * The pre-information form and the distance sales agreement: both must be accepted; each name opens
 * the document drawn from this order's real data, asked afresh each time (the instalments may change).
 */
export function Agreements({ accepted, onChange, request }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [reading, setReading] = useState<AgreementName | null>(null);
  const [texts, setTexts] = useState<AgreementTexts | null>(null);
  const open = async (name: AgreementName) => {
    setTexts(null);
    setReading(name);
    try {
      const answer = await call<AgreementTexts>(CHECKOUT_API.agreements, { method: 'POST', body: request() });
      if (answer.Success && answer.Result) setTexts(answer.Result);
    } catch {
      setReading(null);
    }
  };
  const html = reading && texts ? (reading === 'preInformation' ? texts.PreInformationForm : texts.DistanceSalesAgreement) : null;
  return (
    <fieldset className="pay-agreements">
      <legend className="visually-hidden">{t('pay:agreements.legend')}</legend>
      {NAMES.map((name) => (
        <div key={name} className="check pay-agreement">
          <input
            id={`${id}-${name}`}
            type="checkbox"
            checked={accepted[name]}
            onChange={(e) => onChange({ ...accepted, [name]: e.target.checked })}
          />
          {/* The document's button sits beside the label, not in it: a label holds no control but its own. */}
          <span>
            <label htmlFor={`${id}-${name}`}>
              {t('pay:agreements.accept')} {t(`pay:agreements.${name}`)}
            </label>{' '}
            <button
              type="button"
              className="pay-agreement-open"
              aria-label={t('pay:agreements.read', { name: t(`pay:agreements.${name}`) })}
              onClick={() => void open(name)}
            >
              {t('pay:agreements.readShort')}
            </button>
          </span>
        </div>
      ))}
      <Modal
        open={reading !== null}
        title={reading ? t(`pay:agreements.${reading}`) : ''}
        onClose={() => setReading(null)}
        className="pay-document"
      >
        <div className="dialog-body pay-document-body" aria-busy={!html || undefined}>
          {html ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders the document from escaped order data.
            <div dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p>{t('pay:agreements.loading')}</p>
          )}
        </div>
      </Modal>
    </fieldset>
  );
}
