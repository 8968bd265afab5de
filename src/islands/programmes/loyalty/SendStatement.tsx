import { useState } from 'react';
import { accountCall } from '../../platform/forms/api';
import { type Lang, showErrorToast, showToast } from '@lib/platform';
import { ONECARD_API } from '@lib/checkout';
import { BusyButton } from '../../platform/forms/BusyButton';

/** "Send my statement by e-mail": a success or an error toast (docs/behaviour/loyalty.md#statement). */
export default function SendStatement({ lang, label }: { lang: Lang; label: string }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const answer = await accountCall<{ IsSucceeded: boolean }>(lang, ONECARD_API.sendStatement, { method: 'POST' });
      if (answer.Success) showToast({ kind: 'success', message: answer.Message ?? undefined });
      else showErrorToast(answer.Message ?? undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton className="btn btn-secondary" busy={busy} onClick={() => void send()}>
      {label}
    </BusyButton>
  );
}
