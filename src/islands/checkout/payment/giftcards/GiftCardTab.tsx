import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CARD_API, type GiftBalance, giftBalanceRules, maskCardNumber } from '@lib/checkout/payments/giftcards/schema';
import { call, printedDigits } from '@lib/platform';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { Captcha } from '../../../account/members/Captcha';
import { Field } from '../../../platform/forms/Field';
import { useForm } from '../../../platform/forms/useForm';
import { CardNumberField } from '../CardNumberField';
import { cardLimit } from './amount';
import { AppliedCard, CardAmount } from './CardAmount';
import { onEnter, useCardUse } from './useCardUse';
import './giftcards.css';
import { BusyButton } from '../../../platform/forms/BusyButton';

// The card's 4-digit secret: its PIN (hidden as typed) or, on the shopper's choice, its security code.
const SECRETS = {
  pin: { name: 'GiftPin', type: 'password', label: 'giftcards:gift.pin' },
  code: { name: 'SecurityCode', type: 'text', label: 'giftcards:gift.securityCode' },
} as const;

const API = {
  ...GIFT_CARD_API,
  read: (check: Record<string, unknown>) => ({
    label: String(check.GiftCardNo ?? ''),
    amount: Number(check.GiftCardAmount ?? 0),
    balance: Number(check.GiftCardBalance ?? 0),
  }),
};

/** The gift card tab: the number and PIN (or security code), the bot check when asked, the balance, use an amount, remove. */
export function GiftCardTab({ split }: { split: PaymentSplit; isGuest: boolean }) {
  const { t } = useTranslation();
  const card = useCardUse(API);
  const form = useForm(giftBalanceRules, { GiftCardNo: '', GiftPin: '', SecurityCode: '' });
  const [bySecurityCode, setBySecurityCode] = useState(false);
  const [checked, setChecked] = useState<(GiftBalance & { number: string }) | null>(null);
  const [captcha, setCaptcha] = useState<{ key: number; token: string } | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const secret = SECRETS[bySecurityCode ? 'code' : 'pin'];

  const check = form.handleSubmit(async (values) => {
    setBusy(true);
    const number = printedDigits(values.GiftCardNo);
    const answer = await call<GiftBalance>(GIFT_CARD_API.balance, {
      method: 'POST',
      body: { GiftCardNo: number, [secret.name]: values[secret.name], CaptchaToken: captcha?.token ?? '' },
    }).finally(() => setBusy(false));
    if (answer.Success && answer.Result) {
      setChecked({ ...answer.Result, number });
      setMessage('');
      setCaptcha(null);
      return;
    }
    form.serverErrors(answer);
    setMessage(answer.Exception?.FieldErrors ? '' : (answer.Message ?? ''));
    // The bot check: asked from the server's limit on, a fresh widget for each try (a solution is good once).
    if ((answer.Result as { ShowCaptcha?: boolean } | undefined)?.ShowCaptcha) setCaptcha((c) => ({ key: (c?.key ?? 0) + 1, token: '' }));
  });

  const startOver = () => {
    setChecked(null);
    form.reset({ GiftCardNo: '', GiftPin: '', SecurityCode: '' });
  };

  if (card.applied) {
    return (
      <section className="gc-tab">
        <AppliedCard
          card={card.applied}
          onRemove={async () => {
            if (await card.remove()) startOver();
          }}
        />
      </section>
    );
  }
  return (
    <section className="gc-tab">
      {!split.IsGiftCardVisible ? (
        <p className="gc-notice">{t('giftcards:gift.notVisible')}</p>
      ) : checked ? (
        <CardAmount
          balance={checked.Balance}
          limit={cardLimit(split, 'gift_card', { balance: checked.Balance, cardMax: checked.MaxGiftAmount })}
          onUse={(amount) => card.use(maskCardNumber(checked.number), amount, checked.Balance)}
          onOther={startOver}
        />
      ) : (
        <fieldset className="gc-form gc-group" onKeyDown={onEnter(check)}>
          <p className="gc-intro">{t('giftcards:gift.intro')}</p>
          <CardNumberField form={form} name="GiftCardNo" label={t('giftcards:gift.number')} autoComplete="off" />
          <Field
            key={secret.name}
            form={form}
            name={secret.name}
            type={secret.type}
            label={t(secret.label)}
            format={(value) => value.replace(/\D/g, '').slice(0, 4)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <button
            type="button"
            className="btn btn-text gc-switch"
            onClick={() => {
              form.input(secret.name, '');
              setBySecurityCode(!bySecurityCode);
            }}
          >
            {bySecurityCode ? t('giftcards:gift.usePin') : t('giftcards:gift.useSecurityCode')}
          </button>
          {captcha && (
            <Captcha
              key={captcha.key}
              legend="giftcards:gift.captcha"
              prompt="giftcards:gift.captchaPrompt"
              onToken={(token) => setCaptcha({ key: captcha.key, token })}
            />
          )}
          <p className="field-error" role="alert">
            {message}
          </p>
          <BusyButton onClick={check} className="btn btn-primary" busy={busy} disabled={captcha !== null && !captcha.token}>
            {t('giftcards:gift.checkBalance')}
          </BusyButton>
        </fieldset>
      )}
    </section>
  );
}
