import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API, emailRules, phoneRules } from '@lib/account/members/schema';
import { type Lang, type OtpChallenge, showToast, formatPhone } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import { OtpStep } from '../../platform/forms/OtpStep';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';
import './account-info.css';

interface Props {
  lang: Lang;
  contact: 'phone' | 'email';
  value: string;
  verified: boolean;
  /** Whether the "not verified" reminder is due (not postponed with remind me later). */
  remind: boolean;
  onChanged: () => void;
}

/** One contact (phone or e-mail): verify it by code, change it with a code, or postpone. */
export function ContactEditor({ lang, contact, value, verified, remind, onChanged }: Props) {
  const { t } = useTranslation();
  const field = contact === 'phone' ? 'PhoneNumber' : 'Email';
  const form = useForm({ [field]: contact === 'phone' ? phoneRules : emailRules }, { [field]: '' });
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [challenge, setChallenge] = useState<{ kind: 'phone' | 'email' | 'new-phone' | 'new-email'; otp: OtpChallenge }>();
  const [quiet, setQuiet] = useState(!remind);
  // The new phone or e-mail field takes the focus when it opens, and again when the code step goes back to it.
  const editForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mode === 'edit' && !challenge) editForm.current?.querySelector('input')?.focus();
  }, [mode, challenge]);
  const body = () => ({ [field]: form.values[field] });

  const send = async (kind: 'phone' | 'email' | 'new-phone' | 'new-email') => {
    const answer = await accountCall<OtpChallenge>(lang, ACCOUNT_API.sendOtp(kind), {
      method: 'POST',
      body: kind.startsWith('new-') ? body() : {},
    });
    if (answer.Success && answer.Result) setChallenge({ kind, otp: answer.Result });
    else {
      form.serverErrors(answer);
      showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
    }
    return answer;
  };
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall(lang, ACCOUNT_API.verify(challenge!.kind), { method: 'POST', body: { Otp, RequestId, ...body() } });
    if (answer.Success) {
      showToast({ kind: 'success', title: t('account:contact.verifiedTitle'), message: t(`account:contact.verified.${contact}`) });
      setChallenge(undefined);
      setMode('view');
      onChanged();
    }
    return answer;
  };
  const later = async () => {
    const answer = await accountCall(lang, contact === 'phone' ? ACCOUNT_API.updatePhone : ACCOUNT_API.updateEmail, {
      method: 'POST',
      body: body(),
    });
    if (!answer.Success) return form.serverErrors(answer);
    showToast({ kind: 'info', message: answer.Message ?? undefined });
    setChallenge(undefined);
    setMode('view');
    onChanged();
  };
  const remindLater = async () => {
    if ((await accountCall(lang, ACCOUNT_API.remindLater, { method: 'POST', body: { Contact: contact } })).Success) setQuiet(true);
  };

  if (challenge) {
    const heading = t(`account:contact.codeHeading.${contact}`);
    const changing = challenge.kind.startsWith('new-');
    return (
      <OtpStep
        key={challenge.otp.RequestId}
        challenge={challenge.otp}
        channel={contact}
        heading={heading}
        onVerify={verify}
        onResend={() => send(challenge.kind)}
        // A new phone or e-mail goes back to its field, as typed, to be corrected; the current one just leaves.
        back={{
          label: t(changing ? `account:register.change.${contact}` : 'account:cancel'),
          onClick: () => setChallenge(undefined),
        }}
      >
        {changing && (
          <button type="button" className="btn btn-text" onClick={later}>
            {t('account:contact.verifyLater')}
          </button>
        )}
      </OtpStep>
    );
  }
  return (
    <section className="contact" aria-labelledby={`contact-${contact}`}>
      <h3 id={`contact-${contact}`}>{t(`fields:${contact === 'phone' ? 'CellPhone' : 'Email'}`)}</h3>
      <p className="contact-value">
        <span>{contact === 'phone' ? formatPhone(value) : value}</span>
        <span className={verified ? 'badge badge-success' : 'badge badge-pending'}>
          {t(verified ? 'account:contact.isVerified' : 'account:contact.notVerified')}
        </span>
      </p>
      {!verified && !quiet && (
        <div className="reminder" role="status">
          <p>{t(`account:contact.reminder.${contact}`)}</p>
          <div className="actions">
            <button type="button" className="btn btn-secondary" onClick={() => void send(contact)}>
              {t('account:contact.verifyNow')}
            </button>
            <button type="button" className="btn btn-text" onClick={remindLater}>
              {t('account:contact.remindLater')}
            </button>
          </div>
        </div>
      )}
      {mode === 'view' ? (
        <button type="button" className="btn btn-text" onClick={() => setMode('edit')}>
          {t(`account:contact.change.${contact}`)}
        </button>
      ) : (
        <form
          ref={editForm}
          className="contact-edit"
          onSubmit={form.handleSubmit(() => send(contact === 'phone' ? 'new-phone' : 'new-email').then(() => undefined))}
          noValidate
        >
          <Field
            form={form}
            name={field}
            label={t(`account:contact.newLabel.${contact}`)}
            type={contact === 'phone' ? 'tel' : 'email'}
            format={contact === 'phone' ? formatPhone : undefined}
          />
          <div className="actions">
            <button type="submit" className="btn btn-primary">
              {t('account:contact.sendCode')}
            </button>
            <button type="button" className="btn btn-text" onClick={form.handleSubmit(later)}>
              {t('account:contact.verifyLater')}
            </button>
            <button type="button" className="btn btn-text" onClick={() => setMode('view')}>
              {t('account:cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
