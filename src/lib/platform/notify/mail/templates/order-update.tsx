/** @jsxRuntime automatic */
import { Block } from '../parts/Block';
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import { LineItems } from '../parts/LineItems';
import { Payments } from '../parts/Payments';
import type { Template } from './template';

/** A change to some of an order's items: shipped (with the parcel), delivered, cancelled, returned, refunded… */
export const orderUpdate: Template<'orderUpdate'> = (data, mail) => {
  const { t } = mail;
  const { number, status, count, cargo, refunds, lines } = data;
  const intro = t(`orderUpdate.intro.${status}`, { number, count });
  // A parcel on its way: following it is the e-mail's main action, the order page the second.
  const tracking = status === 'shipped' ? cargo?.trackingUrl : undefined;
  const refunding = (status === 'cancelled' || status === 'refunded') && refunds !== undefined && refunds.length > 0;
  return {
    subject: t(`orderUpdate.subject.${status}`, { number }),
    preview: intro,
    reason: 'order',
    body: (
      <>
        <Intro eyebrow={t(`orderUpdate.eyebrow.${status}`)} title={t(`orderUpdate.heading.${status}`)}>
          <Para>{intro}</Para>
        </Intro>
        <Facts
          facts={[
            { label: t('order.number'), value: number, strong: true },
            status === 'shipped' && cargo !== undefined && { label: t('orderUpdate.cargoCompany'), value: cargo.company },
            status === 'shipped' &&
              cargo !== undefined && { label: t('orderUpdate.trackingNumber'), value: cargo.trackingNumber, strong: true },
          ]}
        />
        {tracking ? (
          <>
            <Para muted>{t('orderUpdate.trackHint')}</Para>
            <Button href={tracking}>{t('orderUpdate.trackParcel')}</Button>
          </>
        ) : null}
        {refunding ? (
          <Block title={t('orderUpdate.refunds')}>
            <Payments rows={refunds} mail={mail} total={t('orderUpdate.refundTotal')} />
          </Block>
        ) : null}
        {lines && lines.length > 0 ? (
          <Block title={t('order.items')}>
            <LineItems lines={lines} mail={mail} />
          </Block>
        ) : null}
        <Button href={mail.page(data.orderPath)} secondary={tracking !== undefined}>
          {t('order.view')}
        </Button>
      </>
    ),
  };
};
