import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OtpChallenge,
  resetVerificationToken,
  safeReturnUrl,
  setSignedIn,
  showToast,
  toastOnNextPage,
  withIslandI18n,
} from '@lib/platform';
import { ACCOUNT_API } from '@lib/account/members/schema';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import { OtpStep } from '../../platform/forms/OtpStep';
import { NewPasswordForm } from './NewPasswordForm';

interface Props extends IslandProps {
  /** forced: after signing in with a flagged password; change: while signed in. */
  mode: 'forced' | 'change';
  returnUrl: string;
}

function Change({ lang, mode, returnUrl }: Props) {
  const { t } = useTranslation();
  const done = () => {
    // Both changes rotate the session id; the cached verification token is stale.
    resetVerificationToken();
    // The change while signed in stays on its page, which says it under its heading (NewPasswordForm).
    if (mode === 'change') return;
    const toast = { kind: 'success', title: t('account:password.doneTitle'), message: t('account:password.done') } as const;
    // The forced change goes on to the page the shopper asked for, which says it.
    toastOnNextPage(toast);
    setSignedIn(true);
    window.location.assign(safeReturnUrl(returnUrl));
  };
  if (mode === 'change') return <NewPasswordForm lang={lang} url={ACCOUNT_API.changePassword} withCurrent onDone={done} />;
  return <Forced lang={lang} onDone={done} />;
}

/** The forced change: the code sent to the member's phone first, then the new password. */
function Forced({ lang, onDone }: { lang: Props['lang']; onDone: () => void }) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [verified, setVerified] = useState(false);
  const send = useCallback(() => accountCall<OtpChallenge>(lang, ACCOUNT_API.forceChangeResend, { method: 'POST' }), [lang]);
  useEffect(() => {
    void send().then((answer) =>
      answer.Success && answer.Result ? setChallenge(answer.Result) : showToast({ kind: 'error', message: answer.Message ?? undefined }),
    );
  }, [send]);
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall(lang, ACCOUNT_API.forceChangeVerify, { method: 'POST', body: { Otp, RequestId } });
    if (answer.Success) setVerified(true);
    return answer;
  };
  if (verified) return <NewPasswordForm lang={lang} url={ACCOUNT_API.forceChange} onDone={onDone} />;
  if (!challenge) return <p aria-busy="true">{t('account:force.sending')}</p>;
  return (
    <OtpStep
      key={challenge.RequestId}
      challenge={challenge}
      channel="phone"
      heading={t('account:force.codeHeading')}
      onVerify={verify}
      onResend={send}
    />
  );
}

export default withIslandI18n(Change);
