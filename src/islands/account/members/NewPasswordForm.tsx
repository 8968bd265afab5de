import { useTranslation } from 'react-i18next';
import { changePasswordRules, newPasswordRules } from '@lib/account/members/schema';
import { type Lang, showToast } from '@lib/platform';
import { Field } from '../../platform/forms/Field';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';

interface Props {
  lang: Lang;
  url: string;
  /** Asks for the current password too (change password while signed in). */
  withCurrent?: boolean;
  onDone: () => void;
}

/** New password and its confirmation (reset, forced change), with the current one when changing. */
export function NewPasswordForm({ lang, url, withCurrent = false, onDone }: Props) {
  const { t } = useTranslation();
  const rules = withCurrent ? changePasswordRules : newPasswordRules;
  const form = useForm(rules, { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' });
  const submit = form.handleSubmit(async (values) => {
    const body = withCurrent ? values : { NewPassword: values.NewPassword, ConfirmNewPassword: values.ConfirmNewPassword };
    const answer = await accountCall(lang, url, { method: 'POST', body });
    if (answer.Success) return onDone();
    form.serverErrors(answer);
    showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
  });
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      {withCurrent && <Field form={form} name="CurrentPassword" type="password" autoComplete="current-password" />}
      <Field form={form} name="NewPassword" type="password" autoComplete="new-password" hint={t('account:password.hint')} />
      <Field form={form} name="ConfirmNewPassword" type="password" autoComplete="new-password" />
      <button type="submit" className="btn btn-primary btn-block">
        {t('account:password.submit')}
      </button>
    </form>
  );
}
