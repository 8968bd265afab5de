/** @jsxRuntime automatic */
import { formatPrice } from '@lib/platform/money/format';
import { Block } from '../parts/Block';
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** A Reborn application moved on: approved, offered, sold, paid (with the payout and a gift card's details)… */
export const rebornUpdate: Template<'rebornUpdate'> = (data, mail) => {
  const { t } = mail;
  const { id, status, payout } = data;
  const item = `${data.brand} ${data.model}`.trim();
  const offer = data.offer === undefined ? undefined : formatPrice(data.offer);
  // Approved, it says how the item reaches the studio: the courier's pickup, or the studio's address.
  const introKey = status === 'in_review' && data.pickup ? 'in_review_pickup' : status;
  const intro = t(`rebornUpdate.intro.${introKey}`, { id, item, offer: offer ?? '' });
  const paid = status === 'paid' && payout !== undefined;
  return {
    subject: t(`rebornUpdate.subject.${status}`, { id }),
    preview: intro,
    reason: 'reborn',
    body: (
      <>
        <Intro eyebrow={t('rebornUpdate.eyebrow')} title={t(`rebornUpdate.heading.${status}`)}>
          <Para>{intro}</Para>
          {paid ? <Para>{t(`rebornUpdate.payout.${payout.method}`)}</Para> : null}
        </Intro>
        <Facts
          facts={[
            { label: t('rebornUpdate.application'), value: id },
            { label: t('rebornUpdate.item'), value: item },
            offer !== undefined && { label: t('rebornUpdate.offer'), value: offer, strong: status === 'offered' },
            paid && { label: t('rebornUpdate.paid'), value: formatPrice(payout.amount), strong: true },
            paid && payout.reference !== undefined && { label: t(`rebornUpdate.reference.${payout.method}`), value: payout.reference },
          ]}
        />
        {paid && payout.giftCard ? (
          <Block title={t('rebornUpdate.giftCard')}>
            <Facts
              facts={[
                { label: t('rebornUpdate.giftCardNumber'), value: payout.giftCard.number, strong: true },
                { label: t('rebornUpdate.giftCardPin'), value: payout.giftCard.pin, strong: true },
                { label: t('rebornUpdate.giftCardSecurityCode'), value: payout.giftCard.securityCode, strong: true },
              ]}
            />
            <Para muted>{t('rebornUpdate.giftCardNote')}</Para>
          </Block>
        ) : null}
        <Button href={mail.page(data.applicationPath)}>{t(status === 'offered' ? 'rebornUpdate.reviewOffer' : 'rebornUpdate.view')}</Button>
      </>
    ),
  };
};
