import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type Lang, tidyTypedNumber } from '@lib/platform';
import type { Attributes, RebornSetup, StepValues } from '@lib/programmes/reborn/form';
import { askedPrice, payoutOf, settingFor, shareText } from '@lib/programmes/reborn/rules';
import type { Uploaded } from '../../orders/returns/FileUpload';
import { Thumbnail } from '../../orders/returns/Thumbnail';

interface Props {
  setup: RebornSetup;
  lang: Lang;
  customer: StepValues;
  product: StepValues;
  price: StepValues;
  attributes?: Attributes;
  photos: Uploaded[];
  /** The saved draft's IBAN as the server shows it back, for a draft the member did not type again. */
  maskedIban: string | null;
  onEdit: (step: number) => void;
}

type Line = [label: string, value: ReactNode];

/** An IBAN typed in this visit, shown as the server shows a saved one: its country and check digits and its last four. */
const masked = (iban: string) => {
  const plain = iban.replace(/\s/g, '').toUpperCase();
  return `${plain.slice(0, 4)} **** **** **** **** ${plain.slice(-4)}`;
};

/**
 * The check step's account of the application: everything the seller entered, step by step, each
 * step with a button back to it. The seller approves what they see here, so nothing they typed is
 * left out (but the national ID number, and the IBAN but its ends).
 */
export function Review({ setup, lang, customer, product, price, attributes, photos, maskedIban, onEdit }: Props) {
  const { t } = useTranslation();
  const text = (name: string, values: StepValues) => String(values[name] ?? '').trim();
  const optionText = (options: { value: string | number; text: string }[], value: string) =>
    options.find((o) => String(o.value) === value)?.text ?? value;

  const amount = askedPrice(text('productPrice', price));
  const paymentType = text('paymentType', price) as 'gift_card';
  const setting = amount === undefined ? undefined : settingFor(setup.settings, paymentType, amount);
  const iban = text('ibanNumber', price) ? masked(text('ibanNumber', price)) : maskedIban;
  const ticked = (attributes?.checkboxes ?? []).filter((c) => product[`check.${c.name}`] === true).map((c) => c.label);

  const groups: Line[][] = [
    [
      [t('reborn:review.name'), `${text('customerName', customer)} ${text('customerSurname', customer)}`],
      [t('reborn:review.email'), text('customerEmail', customer)],
      [t('reborn:review.phone'), text('customerPhone', customer)],
      [t('reborn:review.handover'), t(customer.handover === 'pickup' ? 'reborn:review.handoverPickup' : 'reborn:review.handoverSend')],
      [t('reborn:review.address'), optionText(setup.addresses, text('AddressId', customer))],
    ],
    [
      [
        t('reborn:review.category'),
        optionText(
          setup.categories.map((c) => ({ value: c.id, text: c.displayName })),
          text('categoryOptionId', product),
        ),
      ],
      ...(attributes?.attributes ?? []).map((a): Line => [a.label, optionText(a.options, text(`attr.${a.name}`, product))]),
      [t('reborn:review.brand'), text('brand', product)],
      [t('reborn:review.model'), text('model', product)],
      [t('reborn:review.color'), text('color', product)],
      [t('reborn:review.condition'), optionText(setup.conditions, text('productCondition', product))],
      ...(text('orderOrInvoiceNumber', product) ? [[t('reborn:review.orderNumber'), text('orderOrInvoiceNumber', product)] as Line] : []),
      [
        t('reborn:review.dimensions'),
        t('reborn:detail.dimensions', {
          height: tidyTypedNumber(text('productHeight', product)),
          width: tidyTypedNumber(text('productWidth', product)),
        }),
      ],
      ...(text('productUsageNote', product) ? [[t('reborn:review.note'), text('productUsageNote', product)] as Line] : []),
      ...(ticked.length > 0 ? [[t('reborn:review.also'), ticked.join(' · ')] as Line] : []),
      [
        t('reborn:review.photos'),
        <ul className="reborn-review-photos" key="photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <Thumbnail photo={photo} />
            </li>
          ))}
        </ul>,
      ],
    ],
    [
      [t('reborn:review.price'), amount === undefined ? text('productPrice', price) : formatPrice(amount)],
      ...(setting && amount !== undefined ? [[t('reborn:review.receive'), formatPrice(payoutOf(amount, setting.Ratio))] as Line] : []),
      [
        t('reborn:review.payment'),
        `${optionText(
          setup.settings.map((s) => ({ value: s.PaymentType, text: s.displayName })),
          paymentType,
        )}${setting ? ` · ${t('reborn:form.ratio', { share: shareText(setting.Ratio, lang) })}` : ''}`,
      ],
      ...(paymentType === ('money_transfer' as string)
        ? [[t('reborn:review.iban'), iban ?? ''] as Line, [t('reborn:review.recipient'), text('recipientName', price)] as Line]
        : []),
    ],
  ];

  return (
    <div className="reborn-review">
      {groups.map((lines, step) => {
        const name = t(`reborn:steps.${step}`);
        return (
          <section key={name} className="reborn-review-step" aria-labelledby={`reborn-review-${step}`}>
            <div className="reborn-review-head">
              <h3 id={`reborn-review-${step}`}>{name}</h3>
              <button
                type="button"
                className="btn btn-text"
                aria-label={t('reborn:form.editStep', { step: name })}
                onClick={() => onEdit(step)}
              >
                {t('reborn:form.edit')}
              </button>
            </div>
            <dl className="reborn-facts">
              {lines.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
