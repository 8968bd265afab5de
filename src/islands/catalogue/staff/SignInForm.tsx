import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_API, type StaffView } from '@lib/catalogue/content/api';
import { call, type Envelope, withIslandI18n, type OtpChallenge } from '@lib/platform';
import { staffSignInRules } from '@lib/catalogue/staff/schema';
import { Field } from '../../platform/forms/Field';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';
import { useForm } from '../../platform/forms/useForm';
import { useHydrated } from '../../platform/forms/useHydrated';

interface Props extends IslandProps {
  /** Where a signed-in staff member goes: the editor page they asked for, or the editor's home. */
  returnPath: string;
}

type Credentials = { email: string; password: string };

/**
 * The staff sign-in: e-mail and password, then the code e-mailed to the staff member (the shop's
 * code step: countdown, tries, resend after the wait). A refusal is said above the form, which
 * takes the focus, in the editor's language.
 */
function SignIn({ returnPath }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const form = useForm(staffSignInRules, { email: '', password: '' });
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [credentials, setCredentials] = useState<Credentials>();
  const [refusal, setRefusal] = useState<string>();
  const summary = useRef<HTMLDivElement>(null);
  // A refusal is read out and focused, so a keyboard or screen-reader user lands on what went wrong.
  useEffect(() => {
    if (refusal) summary.current?.focus();
  }, [refusal]);

  const askForCode = (values: Credentials) => call<OtpChallenge>(EDITOR_API.signIn, { method: 'POST', body: values });

  const submit = form.handleSubmit(async (values) => {
    const typed = { email: String(values.email), password: String(values.password) };
    setRefusal(undefined);
    const answer = await askForCode(typed);
    if (!answer.Success || !answer.Result) {
      form.serverErrors(answer);
      if (!answer.Exception?.FieldErrors) setRefusal(answer.Message ?? t('errors:generic.message'));
      return;
    }
    setCredentials(typed);
    setChallenge(answer.Result);
  });

  const verify = async (code: string, requestId: string): Promise<Envelope<unknown>> => {
    const answer = await call<StaffView>(EDITOR_API.code, { method: 'POST', body: { RequestId: requestId, Otp: code } });
    if (answer.Success) window.location.assign(returnPath);
    return answer;
  };

  const restart = () => {
    setChallenge(undefined);
    setCredentials(undefined);
    setRefusal(undefined);
    form.reset({ email: credentials?.email ?? '', password: '' });
  };

  return (
    <>
      <div ref={summary} className="staff-sign-in__refusal" role="alert" tabIndex={-1} hidden={!refusal}>
        {refusal && (
          <>
            <p className="staff-sign-in__refusal-title">{t('staff:signIn.failed')}</p>
            <p>{refusal}</p>
          </>
        )}
      </div>
      {challenge && credentials ? (
        <OtpStep
          challenge={challenge}
          heading={t('staff:signIn.codeHeading')}
          channel="email"
          onVerify={verify}
          onResend={() => askForCode(credentials)}
          back={{ label: t('staff:signIn.back'), onClick: restart }}
        />
      ) : (
        <form className="account-form" onSubmit={submit} noValidate>
          <Field form={form} name="email" type="email" autoComplete="username" spellCheck={false} />
          <Field form={form} name="password" type="password" autoComplete="current-password" />
          <button type="submit" className="btn btn-primary btn-block" disabled={!hydrated}>
            {t('staff:signIn.submit')}
          </button>
        </form>
      )}
    </>
  );
}

export default withIslandI18n(SignIn);
