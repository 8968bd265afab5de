import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInIstanbul, printPhone } from '@lib/platform';
import { SHARE, shareCall, type TicketAnswer } from './share';

/** A form's live region: its error, or the word that it worked, which stays until the shopper acts again. */
function Status({ id, error, done = '' }: { id: string; error: string; done?: string }) {
  return (
    <div role="status">
      {error && (
        <p className="field-error" id={id}>
          {error}
        </p>
      )}
      {done && <p className="cart-share-done">{done}</p>}
    </div>
  );
}

/** Sends the bag's link by SMS or e-mail through the notifier. */
export function SendLink() {
  const { t } = useTranslation();
  const id = useId();
  const [channel, setChannel] = useState<'sms' | 'email'>('sms');
  const [to, setTo] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (!to.trim()) return setError(t(channel === 'sms' ? 'cart:share.phoneRequired' : 'cart:share.emailRequired'));
    setBusy(true);
    const outcome = await shareCall(SHARE.send, { Channel: channel, To: to.trim() });
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message || t('cart:errors.shareNotSent'));
    setError('');
    setSent(channel === 'sms' ? t('cart:share.sentSms', { to: printPhone(to) }) : t('cart:share.sentEmail', { to: to.trim() }));
  };
  return (
    <form className="cart-share-form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="cart-share-channels">
        <legend className="field-label">{t('cart:share.channel')}</legend>
        {(['sms', 'email'] as const).map((c) => (
          <label key={c} className="check">
            <input
              type="radio"
              name={`${id}-channel`}
              checked={channel === c}
              onChange={() => {
                setChannel(c);
                setSent('');
              }}
            />
            {t(`cart:share.${c}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t(channel === 'sms' ? 'cart:share.phone' : 'cart:share.emailTo')}</label>
        <input
          id={`${id}-to`}
          className="input"
          type={channel === 'sms' ? 'tel' : 'email'}
          inputMode={channel === 'sms' ? 'tel' : 'email'}
          autoComplete={channel === 'sms' ? 'tel' : 'email'}
          value={to}
          maxLength={255}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setTo(e.target.value);
            setSent('');
          }}
        />
        <Status id={`${id}-error`} error={error} done={sent} />
      </div>
      <button type="submit" className="btn btn-secondary" aria-busy={busy || undefined}>
        {t('cart:share.send')}
      </button>
    </form>
  );
}

/** Asks a stylist to get in touch: queued for the next opening outside the advisors' hours. */
export function Ticket() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [form, setForm] = useState({ Name: '', Phone: '', Email: '', Note: '' });
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof form, type: string, autoComplete: string, required = false) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`cart:share.ticket${name}`)}</label>
      <input
        id={`${id}-${name}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={255}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </div>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.Name.trim() || !(form.Phone.trim() || form.Email.trim())) return setError(t('cart:share.ticketRequired'));
    setBusy(true);
    const outcome = await shareCall<TicketAnswer>(SHARE.ticket, form);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message || t('cart:errors.shareNotSent'));
    setError('');
    const { TicketNo, IsQueued, ScheduledFor } = outcome.result;
    const at = formatInIstanbul(ScheduledFor, i18n.language === 'en' ? 'en' : 'tr', 'dateTime');
    setDone(t(IsQueued ? 'cart:share.ticketQueued' : 'cart:share.ticketOpen', { number: TicketNo, at }));
  };
  if (done)
    return (
      <p className="cart-share-done" role="status">
        {done}
      </p>
    );
  return (
    <form className="cart-share-form" onSubmit={(e) => void submit(e)} noValidate>
      {field('Name', 'text', 'name', true)}
      {field('Phone', 'tel', 'tel')}
      {field('Email', 'email', 'email')}
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('cart:share.ticketNote')}</label>
        <textarea
          id={`${id}-note`}
          className="input"
          maxLength={1000}
          value={form.Note}
          onChange={(e) => setForm({ ...form, Note: e.target.value })}
        />
      </div>
      <Status id={`${id}-error`} error={error} />
      <button type="submit" className="btn btn-secondary" aria-busy={busy || undefined}>
        {t('cart:share.ticketSend')}
      </button>
    </form>
  );
}
