import { useTranslation } from 'react-i18next';
import type { CargoCompanyView } from '@lib/orders/fulfilment/schema';
import type { ReturnableItem } from '@lib/orders/returns/reasons';
import type { Choice, Reason, Shipping } from './model';

interface Props {
  items: readonly ReturnableItem[];
  choices: Record<number, Choice>;
  reasons: readonly Reason[];
  shipping: Shipping;
  companies: readonly CargoCompanyView[];
}

/** The return as it will be sent: each item with its reason, and how it goes back. */
export function ReviewStep({ items, choices, reasons, shipping, companies }: Props) {
  const { t } = useTranslation();
  const company = companies.find((c) => c.CargoCompanyCode === shipping.company);
  return (
    <div className="er-review">
      <dl>
        {items.map((item) => {
          const c = choices[item.OrderItemId]!;
          return (
            <div key={item.OrderItemId} className="er-review-row">
              <dt>
                {item.Brand} · {item.Name}
              </dt>
              <dd>
                {reasons.find((r) => r.ReasonId === c.reasonId)?.Text}
                {c.description && <q>{c.description}</q>}
                {c.photoIds.length > 0 && <span className="er-meta"> {t('returns:review.photos', { count: c.photoIds.length })}</span>}
              </dd>
            </div>
          );
        })}
        <div className="er-review-row">
          <dt>{t('returns:review.shipping')}</dt>
          <dd>
            {shipping.preference && t(`returns:shipping.${shipping.preference}.title`)}
            {company && ` · ${company.CargoCompanyName}`}
            {shipping.date && ` · ${shipping.date}`}
          </dd>
        </div>
      </dl>
      <p className="er-hint">{t('returns:review.note')}</p>
    </div>
  );
}
