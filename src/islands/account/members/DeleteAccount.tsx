import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API } from '@lib/account/members/schema';
import { resetVerificationToken, withIslandI18n, localizedPath, type OtpChallenge, setSignedIn, toastOnNextPage } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';
import { CodeDialog } from '../../platform/forms/CodeDialog';
import type { IslandProps } from '../../platform/forms/namespaces';

/**
 * Delete my account: a danger button opens the confirmation dialog (focus on its safe choice,
 * Cancel); sending the code turns it into the code step (focus on the first box); a right code
 * erases the account and leaves for the home page. Closing the dialog gives the focus back.
 */
function DeleteAccount({ lang }: IslandProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const send = () => accountCall<OtpChallenge>(lang, ACCOUNT_API.deleteAccountCode, { method: 'POST' });
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

  return (
    <>
      <button type="button" className="btn btn-primary btn-danger" onClick={() => setOpen(true)}>
        {t('account:delete.button')}
      </button>
      <CodeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('account:delete.dialogTitle')}
        text={t('account:delete.dialogText')}
        codeHeading={t('account:delete.codeHeading')}
        sendLabel={t('account:delete.sendCode')}
        sendingLabel={t('account:delete.sending')}
        cancelLabel={t('account:cancel')}
        danger={t('account:delete.verifyAndDelete')}
        className="confirm-dialog deletion-dialog"
        send={send}
        verify={verify}
      />
    </>
  );
}

export default withIslandI18n(DeleteAccount);
