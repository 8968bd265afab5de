import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtpChallenge, withIslandI18n } from '@lib/platform';
import { type TrackingGranted, trackingLookupRules } from '@lib/orders/tracking/rules';
import { Captcha } from '../../account/members/Captcha';
import { Field } from '../../platform/forms/Field';
import type { IslandProps } from '../../platform/forms/namespaces';
import { OtpStep } from '../../platform/forms/OtpStep';
import { accountCall } from '../../platform/forms/api';
import { useForm } from '../../platform/forms/useForm';

const API = '/order-web-bff/api/v1/tracking';

/** Guest tracking: order number (filled in from a link) and e-mail (and the bot check when asked), then the SMS code, then the order. */
function OrderTracking({ lang, orderNumber = '' }: IslandProps & { orderNumber?: string }) {
  const { t } = useTranslation();
  const form = useForm(trackingLookupRules, { OrderNumber: orderNumber, Email: '' });
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [captcha, setCaptcha] = useState<{ shown: boolean; token: string }>({ shown: false, token: '' });

  const lookup = async (token = captcha.token) => {
    const answer = await accountCall<OtpChallenge>(lang, `${API}/lookup`, {
      method: 'POST',
      body: { OrderNumber: String(form.values.OrderNumber).trim(), Email: String(form.values.Email).trim(), CaptchaToken: token },
    });
    if (answer.Success && answer.Result) return setChallenge(answer.Result);
    const asked = (answer.Result as { ShowCaptcha?: boolean } | undefined)?.ShowCaptcha;
    if (asked) setCaptcha({ shown: true, token: '' });
    form.serverErrors(answer);
  };
  const submit = form.handleSubmit(() => lookup());
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall<TrackingGranted>(lang, `${API}/verify`, { method: 'POST', body: { Otp, RequestId } });
    if (answer.Success && answer.Result) window.location.assign(answer.Result.RedirectUrl);
    return answer;
  };
  const resend = () => accountCall<OtpChallenge>(lang, `${API}/send-otp`, { method: 'POST' });

  if (challenge)
    return (
      <OtpStep
        key={challenge.RequestId}
        challenge={challenge}
        channel="phone"
        heading={t('tracking:code.heading')}
        onVerify={verify}
        onResend={resend}
        back={{ label: t('tracking:code.back'), onClick: () => setChallenge(undefined) }}
      />
    );
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('tracking:intro')}</p>
      <Field form={form} name="OrderNumber" label={t('tracking:orderNumber')} autoComplete="off" placeholder="V000000-XXXXXX" />
      <Field form={form} name="Email" type="email" autoComplete="email" />
      {captcha.shown && <Captcha legend="tracking:captcha" onToken={(token) => setCaptcha({ shown: true, token })} />}
      <button type="submit" className="btn btn-primary btn-block">
        {t('tracking:submit')}
      </button>
    </form>
  );
}

export default withIslandI18n(OrderTracking);
