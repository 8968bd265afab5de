import { useEffect, useRef } from 'react';

// The outcome of the messages page's last action (a resend, an announcement), in the editor's
// notice style, with the focus moved onto it so a keyboard or screen-reader user hears it at once.

/** What an action came to: its tone and its words. */
export interface Outcome {
  tone: 'success' | 'info' | 'error';
  text: string;
}

const SIGNS: Record<Outcome['tone'], string> = { success: '✓ ', info: 'ℹ ', error: '⚠ ' };
/** The notice's look: an informing outcome takes the warning's (the info notice is laid out for a button beside its text). */
const LOOKS: Record<Outcome['tone'], string> = { success: 'is-success', info: 'is-warning', error: 'is-error' };

/** The outcome notice, focused whenever a new outcome arrives; nothing without one. */
export function OutcomeNotice({ outcome, className }: { outcome: Outcome | null; className?: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p
      ref={notice}
      tabIndex={-1}
      className={`editor-notice ${LOOKS[outcome.tone]}${className ? ` ${className}` : ''}`}
      role={outcome.tone === 'error' ? 'alert' : 'status'}
    >
      <span aria-hidden="true">{SIGNS[outcome.tone]}</span>
      {outcome.text}
    </p>
  );
}
