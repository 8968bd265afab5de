import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lib/platform';
import type { InstallmentOptionsReply } from '@lib/checkout/payments/card/schema';
import type { useForm } from '../../platform/forms/useForm';
import { CardFields } from './CardFields';
import { Instalments } from './Instalments';

interface Props {
  form: ReturnType<typeof useForm>;
  info: InstallmentOptionsReply | null;
  loading: boolean;
  count: number;
  /** What the card pays: the rest the instruments leave. */
  amount: number;
  extraText: string | null;
  /** What the card's payment campaign takes off, when the card gets it (campaignSaving); null otherwise. */
  saving: number | null;
  threeD: boolean;
  onCount: (count: number) => void;
  onThreeD: (on: boolean) => void;
}

/** The typed card: number, expiry, code and holder; the bank's instalments; the offer it gets, if any; the 3-D choice. */
export function CardTab({ form, info, loading, count, amount, extraText, saving, threeD, onCount, onThreeD }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <CardFields form={form} />
      <Instalments info={info} loading={loading} count={count} total={amount} extraText={extraText} onChange={onCount} />
      {saving !== null && (
        <p className="pay-note pay-campaign" aria-live="polite">
          {t('pay:campaign.cardApplied', { amount: formatPrice(saving) })}
        </p>
      )}
      <div className="check pay-three-d-choice">
        <input id="pay-three-d" type="checkbox" checked={threeD} onChange={(e) => onThreeD(e.target.checked)} />
        <label htmlFor="pay-three-d">{t('pay:threeD.choice')}</label>
      </div>
    </>
  );
}
