import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API, profileRules, type CustomerInfo } from '@lib/account/members/schema';
import { showToast, withIslandI18n } from '@lib/platform';
import { DateField, Field, SelectField } from '../../platform/forms/Field';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';
import { PreferencesForm } from './CommunicationPreferences';
import { ContactEditor } from './ContactEditor';

type Info = CustomerInfo & { Reminders: { phone: boolean; email: boolean } };

interface Props extends IslandProps {
  /** Desktop shows the communication preferences here; mobile has their own screen. */
  withPreferences: boolean;
}

/** Account information: profile, phone and e-mail with verification, and preferences. */
function Account({ lang, withPreferences }: Props) {
  const { t } = useTranslation();
  const [info, setInfo] = useState<Info>();
  const form = useForm(profileRules, { CellPhone: '', FirstName: '', LastName: '', birthDay: '', GenderId: '0' });
  const { reset } = form;
  // Loaded on arrival, and again after a phone or e-mail change.
  const load = useCallback(async () => {
    const answer = await accountCall<Info>(lang, ACCOUNT_API.info);
    if (!answer.Success || !answer.Result) return;
    setInfo(answer.Result);
    reset({
      CellPhone: answer.Result.CellPhone,
      FirstName: answer.Result.FirstName,
      LastName: answer.Result.LastName,
      birthDay: answer.Result.birthDay,
      GenderId: String(answer.Result.GenderId),
    });
  }, [lang, reset]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!info) return <p aria-busy="true">{t('common:loading')}</p>;

  const save = form.handleSubmit(async (values) => {
    const answer = await accountCall(lang, ACCOUNT_API.info, { method: 'POST', body: { ...values, GenderId: Number(values.GenderId) } });
    if (answer.Success) showToast({ kind: 'success', title: t('account:info.savedTitle'), message: t('account:info.saved') });
    else {
      form.serverErrors(answer);
      showToast({ kind: 'error', title: t('account:info.saveFailed'), message: answer.Message ?? undefined });
    }
  });
  const genders = [0, 1, 2].map((id) => ({ value: String(id), text: t(`account:gender.${id}`) }));
  return (
    <div className="account-info wide-form">
      <form className="account-form" onSubmit={save} noValidate aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="section-title">
          {t('account:info.profile')}
        </h2>
        <div className="form-row">
          <Field form={form} name="FirstName" autoComplete="given-name" />
          <Field form={form} name="LastName" autoComplete="family-name" />
        </div>
        <div className="form-row date-row">
          <DateField form={form} name="birthDay" placeholder={t('account:birthDayPlaceholder')} />
          <SelectField form={form} name="GenderId" options={genders} />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('account:info.save')}
        </button>
      </form>
      <h2 className="section-title">{t('account:info.contact')}</h2>
      <ContactEditor
        lang={lang}
        contact="phone"
        value={info.CellPhone}
        verified={info.IsPhoneVerified}
        remind={info.Reminders.phone}
        onChanged={load}
      />
      <ContactEditor
        lang={lang}
        contact="email"
        value={info.Email}
        verified={info.IsEmailVerified}
        remind={info.Reminders.email}
        onChanged={load}
      />
      {withPreferences && <PreferencesForm lang={lang} />}
    </div>
  );
}

export default withIslandI18n(Account);
