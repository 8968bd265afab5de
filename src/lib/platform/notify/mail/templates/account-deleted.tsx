/** @jsxRuntime automatic */
import { FOOTER_PATHS } from '../parts/Layout';
import { Intro, Para } from '../parts/Intro';
import { Rich } from '../parts/Rich';
import type { Template } from './template';

/** The last e-mail to a member whose account was deleted. */
export const accountDeleted: Template<'accountDeleted'> = (data, mail) => {
  const { t } = mail;
  const name = data.firstName.trim();
  return {
    subject: t('accountDeleted.subject'),
    preview: t('accountDeleted.intro'),
    reason: 'closed',
    body: (
      <Intro eyebrow={t('accountDeleted.eyebrow')} title={t('accountDeleted.heading')}>
        <Para>{name ? t('common.greetingNamed', { name }) : t('common.greeting')}</Para>
        <Para>{t('accountDeleted.intro')}</Para>
        <Para>{t('accountDeleted.records')}</Para>
        <Para>{t('accountDeleted.again')}</Para>
        <Para muted>
          <Rich text={t('accountDeleted.notYou')} href={mail.page(FOOTER_PATHS.help)} />
        </Para>
      </Intro>
    ),
  };
};
