/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A new member's welcome. */
export const welcome: Template<'welcome'> = (data, { t, page }) => {
  const name = data.firstName.trim();
  return {
    subject: t('welcome.subject'),
    preview: t('welcome.intro'),
    reason: 'account',
    body: (
      <Intro eyebrow={t('welcome.eyebrow')} title={name ? t('welcome.headingNamed', { name }) : t('welcome.heading')}>
        <Para>{t('welcome.intro')}</Para>
        <Button href={page(data.accountPath)}>{t('welcome.button')}</Button>
        <Para muted>{t('welcome.advisors')}</Para>
      </Intro>
    ),
  };
};
