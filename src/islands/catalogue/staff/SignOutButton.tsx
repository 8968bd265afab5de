import { useState } from 'react';
import { call } from '@lib/platform';
import { EDITOR_API } from '@lib/catalogue/content/api';

/** The editor bar's sign-out: ends the staff session on the server, then opens the sign-in page. */
export default function SignOutButton({ label, signInPath }: { label: string; signInPath: string }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await call(EDITOR_API.signOut, { method: 'POST' });
      window.location.assign(signInPath);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-text editor-bar__sign-out" disabled={busy} onClick={() => void signOut()}>
      {label}
    </button>
  );
}
