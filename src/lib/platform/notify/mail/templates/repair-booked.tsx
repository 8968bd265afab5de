/** @jsxRuntime automatic */
import { Button } from '../parts/Button';
import { Facts } from '../parts/Facts';
import { Intro, Para } from '../parts/Intro';
import type { Template } from './template';

/** The member's repair page, where their bookings are. */
const REPAIR_PAGE = '/customer/repair';

/** A repair booked: what, where and when to bring it. */
export const repairBooked: Template<'repairBooked'> = (data, mail) => {
  const { t } = mail;
  return {
    subject: t('repairBooked.subject', { reference: data.reference }),
    preview: t('repairBooked.intro'),
    reason: 'repair',
    body: (
      <>
        <Intro eyebrow={t('repairBooked.eyebrow')} title={t('repairBooked.heading')}>
          <Para>{t('repairBooked.intro')}</Para>
        </Intro>
        <Facts
          facts={[
            { label: t('repairBooked.reference'), value: data.reference, strong: true },
            { label: t('repairBooked.item'), value: data.item },
            { label: t('repairBooked.service'), value: data.service },
            { label: t('repairBooked.store'), value: data.store },
            { label: t('repairBooked.dropOff'), value: data.dropOffDate, strong: true },
          ]}
        />
        <Button href={mail.page(REPAIR_PAGE)}>{t('repairBooked.button')}</Button>
      </>
    ),
  };
};
