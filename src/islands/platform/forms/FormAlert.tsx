import { useEffect, useRef } from 'react';

/** A form's failure as its state holds it: a new object each time, so the same words are said again. */
export interface Alert {
  text: string;
}

/**
 * A form's own failure, said where the shopper is looking (beside its button) instead of a toast
 * that passes: announced, and focused so a keyboard shopper lands on it and reads on to the fix.
 */
export function FormAlert({ alert }: { alert: Alert | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [alert]);
  return (
    <p ref={ref} className="form-alert" role="alert" tabIndex={-1} hidden={!alert}>
      {alert?.text}
    </p>
  );
}
