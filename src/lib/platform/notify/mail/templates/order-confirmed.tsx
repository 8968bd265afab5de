/** @jsxRuntime automatic */
import { Link } from '../parts/primitives';
import { formatPrice } from '@lib/platform/money/format';
import { Amounts } from '../parts/Amounts';
import { Block } from '../parts/Block';
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import { LineItems } from '../parts/LineItems';
import { Payments } from '../parts/Payments';
import { TextLines } from '../parts/TextLines';
import { body, COLOURS } from '../theme';
import type { Template } from './template';

/** The order confirmation: every piece, the amounts, the delivery, the payment and the documents. */
export const orderConfirmed: Template<'orderConfirmed'> = (data, mail) => {
  const { t } = mail;
  const { number, delivery } = data;
  const intro = t(delivery.kind === 'home' ? 'orderConfirmed.introHome' : 'orderConfirmed.introPickup', { number });
  return {
    subject: t('orderConfirmed.subject', { number }),
    preview: t('orderConfirmed.preview', { number, total: formatPrice(data.total) }),
    reason: 'order',
    body: (
      <>
        <Intro eyebrow={t('orderConfirmed.eyebrow')} title={t('orderConfirmed.heading')}>
          <Para>{intro}</Para>
        </Intro>
        <Facts
          facts={[
            { label: t('order.number'), value: number, strong: true },
            { label: t('order.total'), value: formatPrice(data.total) },
          ]}
        />
        <Button href={mail.page(data.orderPath)}>{t(data.isGuest ? 'order.track' : 'order.view')}</Button>
        <Block title={t('order.items')}>
          <LineItems lines={data.lines} mail={mail} />
        </Block>
        <Block title={t('order.summary')}>
          <Amounts
            rows={[
              { label: t('order.subtotal'), amount: formatPrice(data.subtotal) },
              ...(data.discount > 0
                ? [{ label: t('order.discount'), amount: `−${formatPrice(data.discount)}`, tone: 'sale' as const }]
                : []),
              { label: t('order.shipping'), amount: data.shipping === 0 ? t('order.free') : formatPrice(data.shipping) },
              { label: t('order.total'), amount: formatPrice(data.total), tone: 'total' },
            ]}
          />
        </Block>
        <Block title={t(`order.delivery.${delivery.kind}`)}>
          <Para>
            <TextLines text={delivery.place} />
            {delivery.recipient ? (
              <>
                <br />
                {t('order.recipient', { name: delivery.recipient })}
              </>
            ) : null}
          </Para>
        </Block>
        {data.payments.length > 0 ? (
          <Block title={t('order.payment')}>
            <Payments rows={data.payments} mail={mail} total={t('order.paid')} />
          </Block>
        ) : null}
        {data.documents.length > 0 ? (
          <Block title={t('order.documents')}>
            {data.documents.map((document) => (
              <p key={`${document.kind}|${document.path}`} style={{ ...body, margin: '0 0 8px' }}>
                <Link href={mail.page(document.path)} style={{ color: COLOURS.ink, textDecoration: 'underline' }}>
                  {t(`order.document.${document.kind}`)}
                </Link>
              </p>
            ))}
          </Block>
        ) : null}
        <Para muted>{data.isGuest ? t('orderConfirmed.outroGuest') : t('orderConfirmed.outro')}</Para>
      </>
    ),
  };
};
