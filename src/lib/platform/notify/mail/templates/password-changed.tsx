/** @jsxRuntime automatic */
import { FOOTER_PATHS } from '../parts/Layout';
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import { Rich } from '../parts/Rich';
import type { Template } from './template';

/** A member's password changed: when, and what to do if it was not them. */
export const passwordChanged: Template<'passwordChanged'> = (data, mail) => {
  const { t } = mail;
  const intro = t('passwordChanged.intro', { date: mail.date(data.at) });
  return {
    subject: t('passwordChanged.subject'),
    preview: intro,
    reason: 'account',
    body: (
      <>
        <Intro eyebrow={t('passwordChanged.eyebrow')} title={t('passwordChanged.heading')}>
          <Para>{intro}</Para>
          <Para>
            <Rich text={t('passwordChanged.notYou')} href={mail.page(FOOTER_PATHS.help)} />
          </Para>
        </Intro>
        <Button href={mail.page(data.resetPath)} secondary>
          {t('passwordChanged.button')}
        </Button>
      </>
    ),
  };
};
