/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** The link to the store's app, as asked for. */
export const appLink: Template<'appLink'> = (data, { t }) => ({
  subject: t('appLink.subject'),
  preview: t('appLink.intro'),
  reason: 'app',
  body: (
    <>
      <Intro title={t('appLink.heading')}>
        <Para>{t('appLink.intro')}</Para>
      </Intro>
      {/* The link is the data's own absolute address (an app store's or the store's), used as given. */}
      <Button href={data.link}>{t('appLink.button')}</Button>
    </>
  ),
});
