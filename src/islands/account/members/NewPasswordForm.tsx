import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRules, newPasswordRules } from '@lib/account/members/schema';
import { type Lang, showToast } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';

const EMPTY = { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' };

interface Props {
  lang: Lang;
  url: string;
  /**
   * Asks for the current password too (change password while signed in). The page stays: the
   * fields are cleared after the change and a word that it worked stays until the next try.
   */
  withCurrent?: boolean;
  onDone: () => void;
}

/** New password and its confirmation (reset, forced change), with the current one when changing. */
export function NewPasswordForm({ lang, url, withCurrent = false, onDone }: Props) {
  const { t } = useTranslation();
  const rules = withCurrent ? changePasswordRules : newPasswordRules;
  const form = useForm(rules, EMPTY);
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const body = withCurrent ? values : { NewPassword: values.NewPassword, ConfirmNewPassword: values.ConfirmNewPassword };
    const answer = await accountCall(lang, url, { method: 'POST', body });
    if (answer.Success) {
      // No password is left on screen for the next person at this computer.
      form.reset(EMPTY);
      setSaved(withCurrent);
      return onDone();
    }
    form.serverErrors(answer);
    showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
  });
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div role="status">
        {saved && (
          <p className="account-notice">
            <strong>{t('account:password.doneTitle')}</strong> {t('account:password.done')}
          </p>
        )}
      </div>
      {withCurrent && <Field form={form} name="CurrentPassword" type="password" autoComplete="current-password" />}
      <Field form={form} name="NewPassword" type="password" autoComplete="new-password" hint={t('account:password.hint')} />
      <Field form={form} name="ConfirmNewPassword" type="password" autoComplete="new-password" />
      <button type="submit" className="btn btn-primary btn-block">
        {t('account:password.submit')}
      </button>
    </form>
  );
}
