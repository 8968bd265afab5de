import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API, forgotRules } from '@lib/account/members/schema';
import { localizedPath, type OtpChallenge, toastOnNextPage, withIslandI18n } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';
import { NewPasswordForm } from './NewPasswordForm';

/** Forgot password: e-mail, then the code sent to it, then the new password. */
function Forgot({ lang }: IslandProps) {
  const { t } = useTranslation();
  const form = useForm(forgotRules, { Email: '' });
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [verified, setVerified] = useState(false);
  const send = () => accountCall<OtpChallenge>(lang, ACCOUNT_API.forgot, { method: 'POST', body: { Email: form.values.Email } });

  const submit = form.handleSubmit(async () => {
    const answer = await send();
    if (answer.Success && answer.Result) setChallenge(answer.Result);
    else form.serverErrors(answer);
  });
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall(lang, ACCOUNT_API.forgotVerify, {
      method: 'POST',
      body: { Email: form.values.Email, Otp, RequestId },
    });
    if (answer.Success) setVerified(true);
    return answer;
  };
  const done = () => {
    // Said on the sign-in page, where the shopper goes next: a toast here would leave with this page.
    toastOnNextPage({ kind: 'success', title: t('account:forgot.doneTitle'), message: t('account:forgot.done') });
    window.location.assign(localizedPath('/customer/login', lang));
  };

  if (verified) return <NewPasswordForm lang={lang} url={ACCOUNT_API.forgotReset} onDone={done} />;
  if (challenge)
    return (
      <OtpStep
        key={challenge.RequestId}
        challenge={challenge}
        channel="email"
        heading={t('account:forgot.codeHeading')}
        onVerify={verify}
        onResend={send}
        back={{ label: t('account:register.change.email'), onClick: () => setChallenge(undefined) }}
      />
    );
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('account:forgot.intro')}</p>
      <Field form={form} name="Email" type="email" autoComplete="email" />
      <button type="submit" className="btn btn-primary btn-block">
        {t('account:forgot.submit')}
      </button>
    </form>
  );
}

export default withIslandI18n(Forgot);
