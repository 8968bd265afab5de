import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API, COMMUNICATION_TYPES, type CommunicationPreferences as Prefs } from '@lib/account/members/schema';
import { showToast, withIslandI18n } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import './account-info.css';

/** The three communication types with a select-all toggle; saved together. */
export function PreferencesForm({ lang }: Pick<IslandProps, 'lang'>) {
  const { t } = useTranslation();
  const id = useId();
  const [prefs, setPrefs] = useState<Prefs>();
  useEffect(() => {
    void accountCall<{ CommunicationPreferences: Prefs }>(lang, ACCOUNT_API.communicationPreferences).then(
      (a) => a.Success && setPrefs(a.Result!.CommunicationPreferences),
    );
  }, [lang]);
  if (!prefs) return <p aria-busy="true">{t('common:loading')}</p>;

  const all = prefs.every((p) => p.Preference);
  const set = (type: number | 'all', value: boolean) =>
    setPrefs(prefs.map((p) => (type === 'all' || p.CommunicationType === type ? { ...p, Preference: value } : p)));
  const save = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const answer = await accountCall<{ CommunicationPreferences: Prefs }>(lang, ACCOUNT_API.communicationPreferences, {
      method: 'POST',
      body: { CommunicationPreferences: prefs },
    });
    if (answer.Success) showToast({ kind: 'success', title: t('account:prefs.savedTitle'), message: t('account:prefs.saved') });
    else showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
  };
  return (
    <form className="prefs" onSubmit={save}>
      <fieldset>
        <legend>{t('account:prefs.legend')}</legend>
        <div className="field-checkbox">
          <input id={`${id}-all`} type="checkbox" checked={all} onChange={(e) => set('all', e.target.checked)} />
          <label htmlFor={`${id}-all`}>{t('account:prefs.all')}</label>
        </div>
        {COMMUNICATION_TYPES.map((type) => (
          <div className="field-checkbox" key={type}>
            <input
              id={`${id}-${type}`}
              type="checkbox"
              checked={prefs.find((p) => p.CommunicationType === type)?.Preference ?? false}
              onChange={(e) => set(type, e.target.checked)}
            />
            <label htmlFor={`${id}-${type}`}>{t(`account:prefs.type.${type}`)}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        {t('account:prefs.save')}
      </button>
    </form>
  );
}

export default withIslandI18n(PreferencesForm);
