import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_API, type DataExportView } from '@lib/app';
import { formatInIstanbul, withIslandI18n, type OtpChallenge } from '@lib/platform';
import { accountCall } from '../../platform/forms/api';
import { CodeDialog } from '../../platform/forms/CodeDialog';
import type { IslandProps } from '../../platform/forms/namespaces';

interface Props extends IslandProps {
  /** The latest request as the page found it (null: none yet). */
  initial: DataExportView | null;
}

const POLL_MS = 4000;

/**
 * My data: the latest request's state (updated while the file is being built: every few seconds
 * while the page is visible, and when it comes back into view), its one-time download link when
 * ready, and the request itself, confirmed with a code to the phone in a dialog.
 */
function DataExport({ lang, initial }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState(initial);
  const [open, setOpen] = useState(false);

  const refresh = useCallback(async () => {
    const answer = await accountCall<DataExportView | null>(lang, DATA_EXPORT_API.state);
    if (answer.Success) setState(answer.Result ?? null);
  }, [lang]);

  const building = state?.Status === 'building';
  useEffect(() => {
    if (!building) return;
    const tick = () => (document.visibilityState === 'visible' ? void refresh() : undefined);
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [building, refresh]);
  // A download in another tab, or a link spent meanwhile: the state is read again on return.
  useEffect(() => {
    const focus = () => void refresh();
    window.addEventListener('focus', focus);
    return () => window.removeEventListener('focus', focus);
  }, [refresh]);

  const send = () => accountCall<OtpChallenge>(lang, DATA_EXPORT_API.sendCode, { method: 'POST' });
  const close = () => setOpen(false);
  const verify = async (Otp: string, RequestId: string) => {
    const answer = await accountCall<DataExportView | null>(lang, DATA_EXPORT_API.request, { method: 'POST', body: { Otp, RequestId } });
    if (answer.Success) {
      setState(answer.Result ?? null);
      close();
    }
    return answer;
  };
  // The file leaves with the first download: read the state again once the browser has asked for it.
  const downloaded = () => window.setTimeout(() => void refresh(), 1500);

  const canAsk = !state || ['failed', 'downloaded', 'expired'].includes(state.Status);
  const row = (label: string, value: string | null) =>
    value && (
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    );

  return (
    <>
      {state && (
        <section className="data-export-state" aria-labelledby="data-export-state">
          <h2 id="data-export-state">{t('account:myData.stateHeading')}</h2>
          <p className={`data-export-status data-export-${state.Status}`} role="status">
            <strong>{t(`account:myData.label.${state.Status}`)}</strong> {t(`account:myData.status.${state.Status}`)}
          </p>
          <dl className="data-export-facts">
            {row(t('account:myData.requestedAt'), formatInIstanbul(state.RequestedAt, lang, 'mediumDateTime'))}
            {row(t('account:myData.readyAt'), state.ReadyAt && formatInIstanbul(state.ReadyAt, lang, 'mediumDateTime'))}
            {state.Status === 'ready' &&
              row(t('account:myData.expiresAt'), state.ExpiresAt && formatInIstanbul(state.ExpiresAt, lang, 'mediumDateTime'))}
            {row(t('account:myData.downloadedAt'), state.DownloadedAt && formatInIstanbul(state.DownloadedAt, lang, 'mediumDateTime'))}
            {state.Status === 'ready' &&
              row(t('account:myData.size'), state.SizeBytes ? `${Math.max(1, Math.round(state.SizeBytes / 1024))} KB` : null)}
          </dl>
          {state.DownloadUrl && (
            <div className="data-export-download">
              {/* Said beside the button, and read with it: the link is spent by the first download (decision 0041). */}
              <a className="btn btn-primary" href={state.DownloadUrl} download onClick={downloaded} aria-describedby="data-export-once">
                {t('account:myData.download')}
              </a>
              <p id="data-export-once" className="data-export-once">
                {t('account:myData.once')}
              </p>
            </div>
          )}
        </section>
      )}
      {canAsk && (
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
          {state ? t('account:myData.askAgain') : t('account:myData.ask')}
        </button>
      )}
      <CodeDialog
        open={open}
        onClose={close}
        title={t('account:myData.dialogTitle')}
        text={t('account:myData.dialogText')}
        codeHeading={t('account:myData.codeHeading')}
        sendLabel={t('account:myData.sendCode')}
        sendingLabel={t('account:myData.sending')}
        cancelLabel={t('account:cancel')}
        send={send}
        verify={verify}
      />
    </>
  );
}

export default withIslandI18n(DataExport);
