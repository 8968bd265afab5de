/** @jsxRuntime automatic */
import { formatCount } from '@lib/platform/money/format';
import { CodeBox } from '../parts/CodeBox';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A one-time code: its heading and first words follow why it was sent. */
export const code: Template<'code'> = (data, { t }) => {
  const { purpose } = data;
  const intro =
    purpose === 'onecard' && data.points !== undefined
      ? t('code.intro.onecardPoints', { points: formatCount(data.points) })
      : t(`code.intro.${purpose}`);
  return {
    subject: t(`code.subject.${purpose}`),
    preview: intro,
    reason: 'code',
    body: (
      <>
        <Intro title={t(`code.heading.${purpose}`)}>
          <Para>{intro}</Para>
        </Intro>
        <CodeBox code={data.code} caption={t('code.caption')} />
        <Para>{t('code.validity', { count: data.minutes })}</Para>
        <Para muted>{t(purpose === 'password-reset' ? 'code.notYouReset' : 'code.notYou')}</Para>
      </>
    ),
  };
};
