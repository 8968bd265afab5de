import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@lib/platform/http/envelope';
import type { OtpChallenge } from '@lib/platform/otp/schema';
import { Modal } from './Modal';
import { OtpStep } from './OtpStep';
import { BusyButton } from './BusyButton';

interface Props {
  /** Shown while true; Cancel, Escape and a right code's caller close it through onClose. */
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, above the send button. */
  text: string;
  codeHeading: string;
  sendLabel: string;
  sendingLabel: string;
  cancelLabel: string;
  /** A destructive action (deleting the account) reads as such: its label on the code step's button, in the danger style. */
  danger?: string;
  className?: string;
  /** Asks for a code to the member's phone (also the code step's resend). */
  send: () => Promise<Envelope<OtpChallenge>>;
  /** Checks the code; the caller acts on success (and closes the dialog or leaves the page). */
  verify: (code: string, requestId: string) => Promise<Envelope<unknown>>;
}

/**
 * An account action confirmed by a code to the phone: the dialog says what it does, with Cancel
 * focused first (the safe choice); sending the code turns it into the code step; a refusal to send
 * is read out in the dialog. Closing forgets the challenge, so the next opening starts over.
 */
export function CodeDialog({
  open,
  onClose,
  title,
  text,
  codeHeading,
  sendLabel,
  sendingLabel,
  cancelLabel,
  danger,
  className,
  send,
  verify,
}: Props) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<OtpChallenge>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open) requestAnimationFrame(() => cancel.current?.focus());
    else {
      setChallenge(undefined);
      setError(undefined);
    }
  }, [open]);

  const start = async () => {
    setBusy(true);
    const answer = await send();
    setBusy(false);
    if (answer.Success && answer.Result) return setChallenge(answer.Result);
    setError(answer.Message ?? t('errors:generic.message'));
    queueMicrotask(() => alert.current?.focus());
  };

  return (
    <Modal open={open} title={title} onClose={onClose} className={className ?? 'confirm-dialog'}>
      {challenge ? (
        <div className="dialog-body">
          <OtpStep
            key={challenge.RequestId}
            challenge={challenge}
            channel="phone"
            heading={codeHeading}
            onVerify={verify}
            onResend={send}
            destructive={danger}
          />
        </div>
      ) : (
        <>
          <div className="dialog-body">
            <p>{text}</p>
            {error && (
              <p ref={alert} className="field-error" role="alert" tabIndex={-1}>
                {error}
              </p>
            )}
          </div>
          <div className="dialog-actions">
            <button ref={cancel} type="button" className="btn btn-secondary" onClick={onClose}>
              {cancelLabel}
            </button>
            <BusyButton
              className={danger ? 'btn btn-primary btn-danger' : 'btn btn-primary'}
              onClick={start}
              busy={busy}
              disabled={!!error}
            >
              {busy ? sendingLabel : sendLabel}
            </BusyButton>
          </div>
        </>
      )}
    </Modal>
  );
}
