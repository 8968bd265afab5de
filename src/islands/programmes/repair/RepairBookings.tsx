import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n, showErrorToast } from '@lib/platform';
import { formatDate } from '@lib/catalogue';
import { BOOKED_MESSAGE, type BookingView, REPAIR_API } from '@lib/programmes/repair/rules';
import { accountCall } from '../../platform/forms/api';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import type { IslandProps } from '../../platform/forms/namespaces';

const isBooked = (data: unknown): data is { type: string; booking: BookingView } =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BOOKED_MESSAGE;

/** The member's repair bookings: a new one told by the partner's frame (our origin only) joins the top; each can be cancelled. */
function RepairBookings({ lang, initial }: IslandProps & { initial: BookingView[] }) {
  const { t } = useTranslation();
  const [bookings, setBookings] = useState(initial);
  const [announce, setAnnounce] = useState('');
  const [cancelling, setCancelling] = useState<string>();
  const date = (value: string) => formatDate(new Date(`${value}T12:00:00Z`), lang);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isBooked(event.data)) return;
      const { booking } = event.data;
      setBookings((list) => [booking, ...list.filter((b) => b.Reference !== booking.Reference)]);
      setAnnounce(t('repair:page.booked', { reference: booking.Reference }));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [t]);

  const cancel = async (reference: string) => {
    setCancelling(undefined);
    const result = await accountCall<BookingView>(lang, REPAIR_API.cancel, { method: 'POST', body: { Reference: reference } });
    if (!result.Success || !result.Result) return showErrorToast(result.Message ?? undefined);
    const cancelled = result.Result;
    setBookings((list) => list.map((b) => (b.Reference === reference ? cancelled : b)));
    setAnnounce(t('repair:page.cancelled', { reference }));
  };

  return (
    <section aria-labelledby="repair-bookings-title">
      <h2 id="repair-bookings-title" className="section-title">
        {t('repair:page.bookings')}
      </h2>
      <p role="status" className="visually-hidden">
        {announce}
      </p>
      {bookings.length === 0 ? (
        <p>{t('repair:page.empty')}</p>
      ) : (
        <ul className="repair-bookings">
          {bookings.map((b) => (
            <li key={b.Reference} className="repair-booking" data-status={b.Status}>
              <div>
                <p className="repair-booking-ref">{b.Reference}</p>
                <p>
                  {b.Item} · {t(`repair:service.${b.Service}`)}
                </p>
                <p className="muted">{t('repair:page.dropOff', { store: b.StoreName, date: date(b.DropOffDate) })}</p>
              </div>
              {b.Status === 'booked' ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => setCancelling(b.Reference)}
                  aria-label={t('repair:page.cancelOne', { reference: b.Reference })}
                >
                  {t('repair:page.cancel')}
                </button>
              ) : (
                <span className="badge">{t(`repair:status.${b.Status}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== undefined}
        title={t('repair:page.cancel')}
        text={t('repair:page.cancelConfirm', { reference: cancelling ?? '' })}
        confirmLabel={t('repair:page.cancel')}
        cancelLabel={t('repair:page.keep')}
        danger
        onConfirm={() => void cancel(cancelling ?? '')}
        onClose={() => setCancelling(undefined)}
      />
    </section>
  );
}

export default withIslandI18n(RepairBookings);
