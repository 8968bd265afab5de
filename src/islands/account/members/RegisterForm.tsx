import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNT_API, registerRules } from '@lib/account/members/schema';
import {
  resetVerificationToken,
  type Envelope,
  withIslandI18n,
  localizedPath,
  type OtpChallenge,
  setSignedIn,
  showToast,
  toastOnNextPage,
  formatPhone,
} from '@lib/platform';
import { CheckboxField, DateField, Field, SelectField } from '../../platform/forms/Field';
import { accountCall } from '../../platform/forms/api';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';
import { useForm } from '../../platform/forms/useForm';
import { Captcha } from './Captcha';
import { DocumentLink, type Documents } from './DocumentLink';
import { clearDraft, readDraft, saveDraft } from './registerDraft';

interface Props extends IslandProps {
  returnUrl: string;
  fromCheckout: boolean;
  /** The membership agreement and the personal-data notice, linked from the agreement box. */
  documents: Documents;
}

/** A store that knows the proven phone (store-customer matching). */
type StoreMatch = { StoreName: string; HasCard: boolean };
type Step = OtpChallenge & { Step: 'phone' | 'email'; StoreMatch?: StoreMatch | null };
const EMPTY = {
  FirstName: '',
  LastName: '',
  Email: '',
  CellPhone: '',
  GenderId: '0',
  birthDay: '',
  NewPassword: '',
  ConfirmNewPassword: '',
  MembershipAgreement: false,
  ReceiveCampaignMessages: false,
};
/** The form field each code step verifies, focused when the shopper goes back to correct it. */
const FIELD_OF_STEP = { phone: 'CellPhone', email: 'Email' } as const;

function Register({ lang, returnUrl, fromCheckout, documents }: Props) {
  const { t } = useTranslation();
  // A new member chooses a password: "New password" is the change form's word (the same wire field).
  const form = useForm(registerRules, EMPTY, {
    labels: { NewPassword: t('account:register.password'), ConfirmNewPassword: t('account:register.confirmPassword') },
  });
  const [step, setStep] = useState<Step>();
  const [captcha, setCaptcha] = useState(false);
  const [match, setMatch] = useState<StoreMatch>();
  // After "change my phone / e-mail" on a code step: the field to correct, focused when the form is back.
  const [correcting, setCorrecting] = useState<string>();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = correcting && formElement.current?.elements.namedItem(correcting);
    if (field instanceof HTMLElement) field.focus();
  }, [correcting]);
  // A reload (on the code step above all) keeps what was typed in this tab, but the password
  // (registerDraft.ts): restored once into the fields still empty on screen, then kept as it changes.
  const [restored, setRestored] = useState(false);
  // Whether the form came back from a draft: it then says the password is to be typed again.
  const [fromDraft, setFromDraft] = useState(false);
  const { input } = form;
  useEffect(() => {
    const draft = Object.entries(readDraft());
    for (const [name, value] of draft) {
      const field = formElement.current?.elements.namedItem(name);
      const onScreen = field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
      if (onScreen === '' || onScreen === EMPTY[name as keyof typeof EMPTY]) input(name, value);
    }
    setFromDraft(draft.length > 0);
    setRestored(true);
  }, [input]);
  useEffect(() => {
    if (restored) saveDraft(form.values);
  }, [restored, form.values]);

  const failed = (answer: Envelope<unknown>) => {
    form.serverErrors(answer);
    showToast({ kind: 'error', title: t('account:errors.registerTitle'), message: answer.Message ?? undefined });
  };

  const start = async (values: Record<string, unknown>, recaptchaToken = '') => {
    const body = { ...values, GenderId: Number(values.GenderId), IsOriginFromCheckout: fromCheckout, recaptchaToken, returnUrl };
    const answer = await accountCall<Step>(lang, ACCOUNT_API.register, { method: 'POST', body });
    if (answer.Exception?.ErrorCode === 'CAPTCHA_REQUIRED') return setCaptcha(true);
    if (!answer.Success || !answer.Result) return failed(answer);
    setCaptcha(false);
    setCorrecting(undefined);
    setStep(answer.Result);
  };
  const submit = form.handleSubmit((values) => start(values));

  const welcome = (store?: StoreMatch) =>
    toastOnNextPage({
      kind: 'success',
      title: t('account:register.welcomeTitle', { name: String(form.values.FirstName).trim() }),
      message: store ? t('account:register.storeWelcome', { store: store.StoreName }) : t('account:register.welcome'),
    });
  const verify = async (Otp: string, RequestId: string) => {
    const url = step!.Step === 'phone' ? ACCOUNT_API.verifyNewPhone : ACCOUNT_API.verifyNewEmail;
    const answer = await accountCall<Partial<Step> & { RedirectUrl?: string }>(lang, url, {
      method: 'POST',
      body: { Otp, RequestId, returnUrl },
    });
    const known = answer.Result?.StoreMatch ?? match;
    if (answer.Success && answer.Result?.StoreMatch) setMatch(answer.Result.StoreMatch);
    if (answer.Success && answer.Result?.RedirectUrl) {
      resetVerificationToken();
      setSignedIn(true);
      clearDraft();
      welcome(known);
      window.location.assign(answer.Result.RedirectUrl);
    } else if (answer.Success && answer.Result?.Step) setStep(answer.Result as Step);
    else if (answer.Exception?.ErrorCode === 'ACCOUNT_EXISTS' || answer.Exception?.ErrorCode === 'REGISTER_EXPIRED') {
      failed(answer);
      setStep(undefined);
    }
    return answer;
  };

  if (step) {
    return (
      <>
        {match && (
          <p role="status" className="account-notice">
            {t('account:register.storeMatch', { store: match.StoreName })}
          </p>
        )}
        <OtpStep
          key={step.RequestId}
          challenge={step}
          channel={step.Step}
          heading={t(`account:register.verify.${step.Step}`)}
          onVerify={verify}
          onResend={() => accountCall<Step>(lang, ACCOUNT_API.registerResend, { method: 'POST' })}
          back={{
            label: t(`account:register.change.${step.Step}`),
            onClick: () => {
              setCorrecting(FIELD_OF_STEP[step.Step]);
              setStep(undefined);
            },
          }}
        />
      </>
    );
  }
  const genders = [0, 1, 2].map((id) => ({ value: String(id), text: t(`account:gender.${id}`) }));
  return (
    <form ref={formElement} className="account-form" onSubmit={submit} noValidate>
      {fromDraft && (
        <p role="status" className="account-notice">
          {t('account:register.restored')}
        </p>
      )}
      {/* One calm column: a long error under a half-width field would wrap and push the next row. */}
      <Field form={form} name="FirstName" autoComplete="given-name" />
      <Field form={form} name="LastName" autoComplete="family-name" />
      <Field form={form} name="Email" type="email" autoComplete="email" />
      <Field form={form} name="CellPhone" type="tel" autoComplete="tel" placeholder="(5xx) xxx xx xx" format={formatPhone} />
      <Field form={form} name="NewPassword" type="password" autoComplete="new-password" hint={t('account:password.hint')} />
      <Field form={form} name="ConfirmNewPassword" type="password" autoComplete="new-password" />
      <DateField form={form} name="birthDay" placeholder={t('account:birthDayPlaceholder')} />
      <SelectField form={form} name="GenderId" options={genders} />
      <CheckboxField form={form} name="MembershipAgreement">
        <Trans
          i18nKey="account:register.agreement"
          components={{
            membership: <DocumentLink document={documents.membership} />,
            privacy: <DocumentLink document={documents.privacy} />,
          }}
        />
      </CheckboxField>
      <CheckboxField form={form} name="ReceiveCampaignMessages">
        {t('account:register.campaign')}
      </CheckboxField>
      {captcha && <Captcha onToken={(token) => void start(form.values, token)} />}
      <button type="submit" className="btn btn-primary btn-block">
        {t('account:register.submit')}
      </button>
      <p className="form-switch">
        {t('account:register.haveAccount')}{' '}
        <a href={`${localizedPath('/customer/login', lang)}?returnUrl=${encodeURIComponent(returnUrl)}`}>{t('account:register.login')}</a>
      </p>
    </form>
  );
}

export default withIslandI18n(Register);
