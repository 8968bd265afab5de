/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** The member's personal data file, ready to download until it expires. */
export const dataExportReady: Template<'dataExportReady'> = (data, mail) => {
  const { t } = mail;
  return {
    subject: t('dataExportReady.subject'),
    preview: t('dataExportReady.intro'),
    reason: 'account',
    body: (
      <>
        <Intro eyebrow={t('dataExportReady.eyebrow')} title={t('dataExportReady.heading')}>
          <Para>{t('dataExportReady.intro')}</Para>
        </Intro>
        <Button href={mail.page(data.downloadPath)}>{t('dataExportReady.button')}</Button>
        <Para muted>{t('dataExportReady.validity', { date: mail.date(data.expiresAt) })}</Para>
        <Para muted>{t('dataExportReady.keepSafe')}</Para>
      </>
    ),
  };
};
