/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A return request the shopper withdrew. */
export const returnCancelled: Template<'returnCancelled'> = (data, mail) => {
  const { t } = mail;
  const intro = t('returnCancelled.intro', { number: data.number });
  return {
    subject: t('returnCancelled.subject', { number: data.number }),
    preview: intro,
    reason: 'order',
    body: (
      <>
        <Intro eyebrow={t('returnCancelled.eyebrow')} title={t('returnCancelled.heading')}>
          <Para>{intro}</Para>
        </Intro>
        <Facts facts={[{ label: t('order.number'), value: data.number, strong: true }]} />
        <Button href={mail.page(data.orderPath)}>{t('order.view')}</Button>
      </>
    ),
  };
};
