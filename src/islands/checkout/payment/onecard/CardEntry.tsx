import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ONECARD_API, type OneCardState } from '@lib/checkout/payments/onecard/api';
import { Captcha } from '../../../account/members/Captcha';
import { PanelField, PanelMessage, usePanelCall } from './panel-kit';
import { BusyButton } from '../../../platform/forms/BusyButton';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The card's number, registered phone and PIN; the bot check when the server asks for it. */
export function CardEntry({ onEntered }: { onEntered: (state: OneCardState) => void }) {
  const { t } = useTranslation();
  const { busy, message, run } = usePanelCall();
  const [card, setCard] = useState({ LoyaltyCardNo: '', PhoneNumber: '', LoyaltyCardPin: '' });
  const [captcha, setCaptcha] = useState<{ shown: boolean; token: string }>({ shown: false, token: '' });

  async function submit() {
    const body = { ...card, ...(captcha.token ? { CaptchaToken: captcha.token } : {}) };
    const answer = await run<OneCardState & { ShowCaptcha?: boolean }>(ONECARD_API.balance, { method: 'POST', body });
    if (answer?.Success && answer.Result) return onEntered(answer.Result);
    // A solved challenge is good once: the next try needs a new one.
    if (answer?.Result?.ShowCaptcha) setCaptcha({ shown: true, token: '' });
  }

  const set = (name: keyof typeof card, max: number) => (event: { target: { value: string } }) =>
    setCard((before) => ({ ...before, [name]: digitsOnly(event.target.value, max) }));

  return (
    <div className="tender-form">
      <PanelField
        label={t('onecard:panel.cardNo')}
        inputMode="numeric"
        autoComplete="off"
        value={card.LoyaltyCardNo.replace(/(\d{4})(?=\d)/g, '$1 ')}
        onChange={set('LoyaltyCardNo', 16)}
        required
        onEnter={() => void submit()}
      />
      <div className="tender-row">
        <PanelField
          label={t('onecard:panel.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="5xx xxx xx xx"
          value={card.PhoneNumber}
          onChange={set('PhoneNumber', 10)}
          required
          onEnter={() => void submit()}
        />
        <PanelField
          label={t('onecard:panel.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={card.LoyaltyCardPin}
          onChange={set('LoyaltyCardPin', 4)}
          required
          onEnter={() => void submit()}
        />
      </div>
      {captcha.shown && <Captcha onToken={(token) => setCaptcha({ shown: true, token })} />}
      <PanelMessage message={message} />
      <div className="tender-actions">
        <BusyButton className="btn btn-primary" busy={busy} onClick={() => void submit()}>
          {t('onecard:panel.showPoints')}
        </BusyButton>
      </div>
    </div>
  );
}
