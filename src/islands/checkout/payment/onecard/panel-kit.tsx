import { type InputHTMLAttributes, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { type CallOptions, call, type Envelope } from '@lib/platform';
import { useCountdown } from '../../../platform/forms/useOtpStep';
import './tender-panel.css';

// What the loyalty card and coins panels share: a call that keeps the server's message, a
// labelled input, the message line and a countdown.

/** Runs a panel's calls one at a time and keeps the last failure's message (the server's own text). */
export function usePanelCall() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  async function run<T>(url: string, options: CallOptions = {}): Promise<Envelope<T> | null> {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await call<T>(url, options);
      if (!answer.Success) setMessage({ text: answer.Message ?? '', tone: 'error' });
      return answer;
    } catch {
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, setMessage, run };
}

/**
 * A labelled input of a panel. The panels sit inside the payment form, so they have no form of
 * their own: Enter runs the panel's action (`onEnter`) instead of submitting the payment.
 */
export function PanelField({ label, onEnter, ...input }: { label: string; onEnter?: () => void } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter?.();
  };
  return (
    <div className="field tender-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" onKeyDown={enter} {...input} />
    </div>
  );
}

/** The panel's message: an error is announced at once, a success politely. */
export function PanelMessage({ message }: { message: { text: string; tone: 'error' | 'success' } | null }) {
  return (
    <p className={`tender-message tender-message-${message?.tone ?? 'none'}`} role={message?.tone === 'error' ? 'alert' : 'status'}>
      {message?.text ?? ''}
    </p>
  );
}

/** Seconds left from a server's count, ticking down once a second (restarts when the count changes). */
export function useCountdownFrom(seconds: number, key: unknown): number {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code restarts the count even when its seconds are the same
  const deadline = useMemo(() => Date.now() + seconds * 1000, [seconds, key]);
  return useCountdown(deadline);
}
