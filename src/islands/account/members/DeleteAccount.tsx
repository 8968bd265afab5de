import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API } from '@lib/account/members/schema';
import { resetVerificationToken, withIslandI18n, localizedPath, type OtpChallenge, setSignedIn, toastOnNextPage } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';
import { Modal } from '../../platform/forms/Modal';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';

/**
 * Delete my account: a danger button opens the confirmation dialog (focus on its safe choice,
 * Cancel); sending the code turns it into the code step (focus on the first box); a right code
 * erases the account and leaves for the home page. Closing the dialog gives the focus back.
 */
function DeleteAccount({ lang }: IslandProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  const send = () => accountCall<OtpChallenge>(lang, ACCOUNT_API.deleteAccountCode, { method: 'POST' });
  const start = async () => {
    setBusy(true);
    const answer = await send();
    setBusy(false);
    if (answer.Success && answer.Result) return setChallenge(answer.Result);
    setError(answer.Message ?? t('errors:generic.message'));
    queueMicrotask(() => alert.current?.focus());
  };
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall(lang, ACCOUNT_API.deleteAccount, { method: 'POST', body: { Otp, RequestId } });
    if (answer.Success) {
      resetVerificationToken();
      setSignedIn(false);
      toastOnNextPage({ kind: 'success', title: t('account:delete.doneTitle'), message: t('account:delete.done') });
      window.location.assign(localizedPath('/', lang));
    }
    return answer;
  };
  const close = () => {
    setOpen(false);
    setChallenge(undefined);
    setError(undefined);
  };
  const opened = () => {
    setOpen(true);
    // The safe choice takes the focus first, as in every confirmation of the store.
    requestAnimationFrame(() => cancel.current?.focus());
  };

  return (
    <>
      <button type="button" className="btn btn-primary btn-danger" onClick={opened}>
        {t('account:delete.button')}
      </button>
      <Modal open={open} title={t('account:delete.dialogTitle')} onClose={close} className="confirm-dialog deletion-dialog">
        {challenge ? (
          <div className="dialog-body">
            <OtpStep
              key={challenge.RequestId}
              challenge={challenge}
              channel="phone"
              heading={t('account:delete.codeHeading')}
              onVerify={verify}
              onResend={send}
            />
          </div>
        ) : (
          <>
            <div className="dialog-body">
              <p>{t('account:delete.dialogText')}</p>
              {error && (
                <p ref={alert} className="field-error" role="alert" tabIndex={-1}>
                  {error}
                </p>
              )}
            </div>
            <div className="dialog-actions">
              <button ref={cancel} type="button" className="btn btn-secondary" onClick={close}>
                {t('account:cancel')}
              </button>
              <button type="button" className="btn btn-primary btn-danger" onClick={start} disabled={busy || !!error} aria-busy={busy}>
                {busy ? t('account:delete.sending') : t('account:delete.sendCode')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}

export default withIslandI18n(DeleteAccount);
