import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Lang, type OtpChallenge, showErrorToast } from '@lib/platform';
import { REBORN_API } from '@lib/programmes/reborn/schema';
import { accountCall } from '../../platform/forms/api';
import { type Alert, FormAlert } from '../../platform/forms/FormAlert';
import { OtpStep } from '../../platform/forms/OtpStep';
import type { Resume } from '@lib/programmes/reborn/form';
import { refusesAddress } from './handover';
import { TextDialog } from './TextDialog';

interface Props {
  lang: Lang;
  application: Pick<Resume, 'RebornId' | 'IsOtpRequired'>;
  /** Called once the application is approved, before the success page opens. */
  onApproved: () => void;
  /** Called with the server's words when the draft's address can no longer be used (left the courier's area, deleted). */
  onAddressRefused: (message: string) => void;
}

/**
 * Step 3, under the draft as saved (Review): the resale user agreement (readable in a modal), and —
 * when the server asks for one — a code by SMS or e-mail; approval makes it an application and sends
 * the shopper to the success page.
 */
export function ApproveStep({ lang, application, onApproved, onAddressRefused }: Props) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [agreement, setAgreement] = useState<string>();
  const [challenge, setChallenge] = useState<{ channel: 'sms' | 'email'; value: OtpChallenge }>();
  const [verified, setVerified] = useState(!application.IsOtpRequired);
  const [busy, setBusy] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const [alert, setAlert] = useState<Alert>();
  const box = useRef<HTMLInputElement>(null);
  const body = { RebornId: application.RebornId };

  const readAgreement = async () => {
    const answer = await accountCall<{ agreement: string }>(lang, REBORN_API.agreement, { query: { rebornId: application.RebornId } });
    if (answer.Success && answer.Result) setAgreement(answer.Result.agreement);
  };
  const send = (channel: 'sms' | 'email') =>
    accountCall<OtpChallenge>(lang, channel === 'sms' ? REBORN_API.sendOtpSms : REBORN_API.sendOtpMail, { method: 'POST', body });
  const ask = async (channel: 'sms' | 'email') => {
    const answer = await send(channel);
    if (answer.Success && answer.Result) setChallenge({ channel, value: answer.Result });
    else showErrorToast(answer.Message ?? undefined);
  };
  const verify = async (Otp: string, RequestId: string) => {
    const url = challenge?.channel === 'email' ? REBORN_API.verifyMail : REBORN_API.verifyPhone;
    const answer = await accountCall(lang, url, { method: 'POST', body: { ...body, Otp, RequestId } });
    if (answer.Success) setVerified(true);
    return answer;
  };
  const approve = async () => {
    // The unticked agreement is said at the box, which takes the focus; nothing is sent.
    if (!accepted) {
      setUnticked(true);
      return box.current?.focus();
    }
    setBusy(true);
    const answer = await accountCall(lang, REBORN_API.approve, { method: 'POST', body: { ...body, AgreementAccepted: accepted } });
    setBusy(false);
    if (refusesAddress(answer)) return onAddressRefused(answer.Message ?? t('reborn:errors.pickupUnavailable'));
    if (!answer.Success) return setAlert({ text: answer.Message ?? t('errors:generic.message') });
    onApproved();
    window.location.assign(`${localizedPath('/customer/reborn/success', lang)}?id=${application.RebornId}`);
  };

  return (
    <div className="account-form">
      {/* The agreement opens from a button of its own: a button inside the checkbox's label would tick the box too. */}
      <p>
        <button type="button" className="btn btn-text" onClick={() => void readAgreement()}>
          {t('reborn:detail.agreement')}
        </button>
      </p>
      <div className="field field-checkbox check">
        <input
          ref={box}
          id="reborn-agreement"
          type="checkbox"
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setUnticked(false);
          }}
          aria-invalid={unticked}
          aria-describedby={unticked ? 'reborn-agreement-error' : undefined}
        />
        <label htmlFor="reborn-agreement">{t('reborn:form.agreement')}</label>
      </div>
      {unticked && (
        <p className="field-error" id="reborn-agreement-error" role="alert">
          {t('reborn:form.agreementRequired')}
        </p>
      )}
      {!verified && !challenge && (
        <div className="field">
          <p>{t('reborn:form.otp')}</p>
          <div className="reborn-actions">
            <button type="button" className="btn btn-secondary" onClick={() => void ask('sms')}>
              {t('reborn:form.sendSms')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => void ask('email')}>
              {t('reborn:form.sendMail')}
            </button>
          </div>
        </div>
      )}
      {!verified && challenge && (
        <OtpStep
          key={challenge.value.RequestId}
          challenge={challenge.value}
          channel={challenge.channel === 'sms' ? 'phone' : 'email'}
          heading={t('reborn:form.otp')}
          onVerify={verify}
          onResend={() => send(challenge.channel)}
        />
      )}
      <FormAlert alert={alert} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-busy={busy}
        disabled={!verified || busy}
        onClick={() => void approve()}
      >
        {t('reborn:form.approve')}
      </button>
      <TextDialog
        open={agreement !== undefined}
        title={t('reborn:form.agreementTitle')}
        text={agreement ?? ''}
        closeLabel={t('reborn:form.close')}
        onClose={() => setAgreement(undefined)}
      />
    </div>
  );
}
