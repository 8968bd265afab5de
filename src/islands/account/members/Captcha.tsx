import { createElement, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_API } from '@lib/account/members/schema';

/**
 * The self-hosted bot check: the altcha widget solves our server's proof-of-work challenge in a
 * worker (the CSP-friendly "external" build, worker and styles served from this site) and hands
 * back the payload the server verifies.
 */
export function Captcha({
  onToken,
  legend = 'account:register.captcha',
  prompt = 'account:errors.captchaRequired',
}: {
  onToken: (token: string) => void;
  /** Text keys of the legend and the prompt, for a form outside the account pages (whose page carries other namespaces). */
  legend?: string;
  prompt?: string;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    void (async () => {
      await import('altcha/external');
      await import('altcha/altcha.css');
      const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
      const registry = (globalThis as unknown as { $altcha?: { algorithms: Map<string, () => Worker> } }).$altcha;
      registry?.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
      if (alive) setReady(true);
    })();
    return () => {
      alive = false;
    };
  }, []);

  // The widget's listener is attached once; it hands the token to the form as it is at that moment.
  const solved = useEffectEvent((event: Event) => {
    const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (detail.state === 'verified' && detail.payload) onToken(detail.payload);
  });
  useEffect(() => {
    const widget = host.current;
    if (!ready || !widget) return;
    const listener = (event: Event) => solved(event);
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [ready]);

  return (
    <fieldset className="captcha">
      <legend>{t(legend)}</legend>
      <p>{t(prompt)}</p>
      {ready &&
        createElement('altcha-widget', {
          ref: host,
          challenge: ACCOUNT_API.captcha,
          auto: 'onload',
          language: document.documentElement.lang.slice(0, 2),
        })}
    </fieldset>
  );
}
