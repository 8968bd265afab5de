import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API, loginRules } from '@lib/account/members/schema';
import { resetVerificationToken, localizedPath, safeReturnUrl, setSignedIn, toastOnNextPage, withIslandI18n } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import { type Alert, FormAlert } from '../../platform/forms/FormAlert';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';
import { useHydrated } from '../../platform/forms/useHydrated';

interface Props extends IslandProps {
  returnUrl: string;
}

function Login({ lang, returnUrl }: Props) {
  const { t } = useTranslation();
  const form = useForm(loginRules, { Username: '', Password: '' });
  const hydrated = useHydrated();
  const query = `?returnUrl=${encodeURIComponent(returnUrl)}`;
  const [alert, setAlert] = useState<Alert>();

  const submit = form.handleSubmit(async (values) => {
    const answer = await accountCall<{ ForcePasswordChange: boolean; FirstName?: string }>(lang, ACCOUNT_API.login, {
      method: 'POST',
      body: values,
    });
    if (!answer.Success) {
      form.serverErrors(answer);
      // Said beside the button, with what to do next; a field's own error stays under that field.
      setAlert({ text: [answer.Message, t('account:login.failedHint')].filter(Boolean).join(' ') });
      return;
    }
    setAlert(undefined);
    resetVerificationToken();
    if (answer.Result?.ForcePasswordChange) return window.location.assign(localizedPath('/customer/forcechangepassword', lang) + query);
    setSignedIn(true);
    // Greeted on the page they land on, by the browser: that page may be kept for everyone.
    const name = answer.Result?.FirstName?.trim();
    if (name) toastOnNextPage({ kind: 'success', title: t('account:login.welcomeTitle', { name }) });
    window.location.assign(safeReturnUrl(returnUrl));
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <Field form={form} name="Username" autoComplete="username" />
      <Field form={form} name="Password" type="password" autoComplete="current-password" />
      <p className="form-aside">
        <a href={localizedPath('/customer/forgotpassword', lang)}>{t('account:login.forgot')}</a>
      </p>
      <FormAlert alert={alert} />
      <button type="submit" className="btn btn-primary btn-block" disabled={!hydrated}>
        {t('account:login.submit')}
      </button>
      <p className="form-switch">
        {t('account:login.noAccount')} <a href={localizedPath('/customer/register', lang) + query}>{t('account:login.register')}</a>
      </p>
    </form>
  );
}

export default withIslandI18n(Login);
