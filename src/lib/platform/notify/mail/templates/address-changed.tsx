/** @jsxRuntime automatic */
import { FOOTER_PATHS } from '../parts/Layout';
import { Block } from '../parts/Block';
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import { Rich } from '../parts/Rich';
import { TextLines } from '../parts/TextLines';
import type { Template } from './template';

/** An order's delivery address, changed. */
export const addressChanged: Template<'addressChanged'> = (data, mail) => {
  const { t } = mail;
  const intro = t('addressChanged.intro', { number: data.number });
  return {
    subject: t('addressChanged.subject', { number: data.number }),
    preview: intro,
    reason: 'order',
    body: (
      <>
        <Intro eyebrow={t('addressChanged.eyebrow')} title={t('addressChanged.heading')}>
          <Para>{intro}</Para>
        </Intro>
        <Facts facts={[{ label: t('order.number'), value: data.number, strong: true }]} />
        <Block title={t('addressChanged.address')}>
          <Para>
            <TextLines text={data.address} />
          </Para>
        </Block>
        <Para muted>
          <Rich text={t('addressChanged.notYou')} href={mail.page(FOOTER_PATHS.help)} />
        </Para>
        <Button href={mail.page(data.orderPath)}>{t('order.view')}</Button>
      </>
    ),
  };
};
