/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A seller's answer to the member's question. */
export const sellerAnswered: Template<'sellerAnswered'> = (data, mail) => {
  const { t } = mail;
  const product = data.productName?.trim();
  const intro = product ? t('sellerAnswered.introProduct', { product }) : t('sellerAnswered.intro');
  return {
    subject: t('sellerAnswered.subject'),
    preview: intro,
    reason: 'seller',
    body: (
      <>
        <Intro title={t('sellerAnswered.heading')}>
          <Para>{intro}</Para>
        </Intro>
        <Button href={mail.page(data.questionsPath)}>{t('sellerAnswered.button')}</Button>
      </>
    ),
  };
};
