/** @jsxRuntime automatic */
import { PATHS } from '@lib/platform/routing/links';
import { Button } from '../parts/Button';
import { CodeBox } from '../parts/CodeBox';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import { Rich } from '../parts/Rich';
import type { Template } from './template';

/** A return request taken: what to do next, by the way the items go back. */
export const returnRequested: Template<'returnRequested'> = (data, mail) => {
  const { t } = mail;
  const { number, method, company } = data;
  const intro = t(`returnRequested.intro.${method}`, { number, company });
  return {
    subject: t('returnRequested.subject', { number }),
    preview: intro,
    reason: 'order',
    body: (
      <>
        <Intro eyebrow={t('returnRequested.eyebrow')} title={t('returnRequested.heading')}>
          <Para>{intro}</Para>
        </Intro>
        {data.code !== undefined ? <CodeBox code={data.code} caption={t('returnRequested.code')} /> : null}
        {data.code !== undefined && data.codeExpiresAt !== undefined ? (
          <Para muted>{t('returnRequested.codeExpires', { date: mail.day(data.codeExpiresAt) })}</Para>
        ) : null}
        <Facts
          facts={[
            { label: t('order.number'), value: number },
            { label: t('returnRequested.company'), value: company },
            data.trackingNumber !== undefined && {
              label: t('returnRequested.trackingNumber'),
              value: data.trackingNumber,
              strong: data.code === undefined,
            },
            data.pickupDate !== undefined && { label: t('returnRequested.pickupDate'), value: data.pickupDate },
          ]}
        />
        <Para muted>{t('returnRequested.refundNote')}</Para>
        <Para muted>
          <Rich text={t('returnRequested.help')} href={mail.page(PATHS.easyReturnHelp)} />
        </Para>
        <Button href={mail.page(data.orderPath)}>{t('order.view')}</Button>
      </>
    ),
  };
};
