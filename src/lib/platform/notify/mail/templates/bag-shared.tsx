/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A bag someone shared with this address, as a read-only link. */
export const bagShared: Template<'bagShared'> = (data, mail) => {
  const { t } = mail;
  return {
    subject: t('bagShared.subject'),
    preview: t('bagShared.intro'),
    reason: 'shared',
    body: (
      <>
        <Intro title={t('bagShared.heading')}>
          <Para>{t('bagShared.intro')}</Para>
        </Intro>
        <Button href={mail.page(data.bagPath)}>{t('bagShared.button')}</Button>
        <Para muted>{t('bagShared.validity', { count: data.days })}</Para>
      </>
    ),
  };
};
