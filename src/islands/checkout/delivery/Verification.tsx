import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, type OtpChallenge, showToast, formatPhone } from '@lib/platform';
import { OtpStep } from '../../platform/forms/OtpStep';
import { type GuestView, sendGuestCode, verifyGuestCode } from './api';

type Kind = 'phone' | 'email';

/** A code already sent to one of the contacts, still open. */
export interface PendingCode {
  kind: Kind;
  otp: OtpChallenge;
}

interface Props {
  lang: Lang;
  guest: GuestView;
  /** The code step to open with: one the server still holds open from before a reload. */
  pending?: PendingCode | null;
  onVerified: (guest: GuestView) => void;
}

/** A guest's two codes: each contact shows whether it is verified, or sends its code and takes it. */
export function Verification({ lang, guest, pending, onVerified }: Props) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<PendingCode | undefined>(pending ?? undefined);
  const verified = (kind: Kind) => (kind === 'phone' ? guest.PhoneVerified : guest.EmailVerified);
  // The code step closed (verified, or back): its boxes and buttons leave, and the focus goes to the
  // contact still to verify, else to the section's heading (else it would fall to the page's body).
  const section = useRef<HTMLElement>(null);
  const closing = useRef(false);
  useLayoutEffect(() => {
    if (challenge || !closing.current) return;
    closing.current = false;
    const next = section.current?.querySelector<HTMLElement>('.delivery-verify button');
    (next ?? section.current?.querySelector<HTMLElement>('#guest-verify'))?.focus();
  }, [challenge]);
  const close = () => {
    closing.current = true;
    setChallenge(undefined);
  };

  const send = async (kind: Kind) => {
    const answer = await sendGuestCode(lang, kind);
    if (answer.Success && answer.Result) setChallenge({ kind, otp: answer.Result });
    else showToast({ kind: 'error', title: t('errors:generic.title'), message: answer.Message ?? undefined });
    return answer;
  };
  const verify = async (kind: Kind, code: string, requestId: string) => {
    const answer = await verifyGuestCode(lang, kind, code, requestId);
    if (answer.Success && answer.Result) {
      close();
      onVerified(answer.Result);
    }
    return answer;
  };

  return (
    <section ref={section} className="delivery-section" aria-labelledby="guest-verify">
      <h2 className="delivery-heading" id="guest-verify" tabIndex={-1}>
        {t('checkout:guest.verifyTitle')}
      </h2>
      <p className="delivery-hint">{t('checkout:guest.verifyText')}</p>
      {challenge ? (
        <OtpStep
          key={challenge.otp.RequestId}
          challenge={challenge.otp}
          channel={challenge.kind}
          heading={t(`checkout:guest.codeHeading.${challenge.kind}`)}
          onVerify={(code, requestId) => verify(challenge.kind, code, requestId)}
          onResend={() => send(challenge.kind)}
          back={{ label: t('checkout:guest.back'), onClick: close }}
        />
      ) : (
        <ul className="delivery-verify">
          {(['phone', 'email'] as const).map((kind) => (
            <li key={kind}>
              <span>
                <span className="delivery-verify-label">{t(`checkout:guest.${kind}`)}</span>
                {kind === 'phone' ? formatPhone(guest.Phone) : guest.Email}
              </span>
              {verified(kind) ? (
                <span className="badge badge-success">{t('checkout:guest.verified')}</span>
              ) : (
                <button type="button" className="btn btn-secondary" onClick={() => void send(kind)}>
                  {t(`checkout:guest.sendCode.${kind}`)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
