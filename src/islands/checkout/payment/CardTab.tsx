import { useTranslation } from 'react-i18next';
import type { CardCampaignReply } from '@lib/bag';
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
  campaign: CardCampaignReply | null;
  threeD: boolean;
  onCount: (count: number) => void;
  onThreeD: (on: boolean) => void;
}

/** The typed card: number, expiry, code and holder; the bank's instalments; its campaign note; the 3-D choice. */
export function CardTab({ form, info, loading, count, amount, extraText, campaign, threeD, onCount, onThreeD }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <CardFields form={form} />
      <Instalments info={info} loading={loading} count={count} total={amount} extraText={extraText} onChange={onCount} />
      {campaign?.PaymentConditionWarningNote && (
        <p className={campaign.IsDiscountApplied ? 'pay-note pay-campaign' : 'pay-note'} aria-live="polite">
          {campaign.PaymentConditionWarningNote}
        </p>
      )}
      <div className="check pay-three-d-choice">
        <input id="pay-three-d" type="checkbox" checked={threeD} onChange={(e) => onThreeD(e.target.checked)} />
        <label htmlFor="pay-three-d">{t('pay:threeD.choice')}</label>
      </div>
    </>
  );
}
