import { useCallback, useEffect, useId, useState } from 'react';
import type { Lang } from '@lib/platform';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import { type MessageRow, OUTBOX_PAGE } from '@lib/catalogue/staff/messages';
import { outboxApi } from './outboxApi';
import { type Outcome, OutcomeNotice } from './OutboxOutcome';
import styles from './OutboxMessages.module.css';

// The outbox's failed messages with the provider's answer, to resend once the cause is fixed, and
// (behind the switch) the ones waiting for their next attempt.

const VIEWS = ['failed', 'pending'] as const;
type View = (typeof VIEWS)[number];

/** The provider's words without the code they start with, which the badge beside them shows ("550 mailbox unavailable"). */
const wordsOf = (row: MessageRow) =>
  row.errorCode && row.lastError?.startsWith(`${row.errorCode} `) ? row.lastError.slice(row.errorCode.length + 1) : row.lastError;

/** The provider's answer to the last attempt: its code, its words and who gave it; when a waiting one is tried next; whether a resend just now failed again. */
function Answer({ row, view, lang, again }: { row: MessageRow; view: View; lang: Lang; again: boolean }) {
  const t = useEditorT();
  return (
    <div>
      {row.errorCode || row.lastError ? (
        <span className={styles.answer}>
          {row.errorCode && <span className="badge">{row.errorCode}</span>} {wordsOf(row)}
        </span>
      ) : (
        <span className="editor-muted">{t('messages.noAnswer')}</span>
      )}
      {row.provider && <span className={`editor-muted ${styles.line}`}>{row.provider}</span>}
      {again && (
        <span className={styles.again}>
          <span aria-hidden="true">⚠ </span>
          {t('messages.failedAgain')}
        </span>
      )}
      {view === 'pending' && (
        <span className={`editor-muted ${styles.line}`}>
          {t('messages.nextAttempt', { when: formatIstanbul(row.nextAttemptAt, lang) })}
        </span>
      )}
    </div>
  );
}

/** The list of failed (or waiting) messages, with the resend of those selected. */
export function OutboxTable({ lang }: { lang: Lang }) {
  const t = useEditorT();
  const id = useId();
  const [view, setView] = useState<View>('failed');
  const [rows, setRows] = useState<MessageRow[] | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The messages resent last: one back in the list has failed again, and says so (the cause is not fixed yet). */
  const [retried, setRetried] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(async (status: View) => {
    const answer = await outboxApi.list(status).catch(() => undefined);
    if (answer && !answer.Success) setOutcome({ tone: 'error', text: answer.Message ?? '' });
    setRows(answer?.Result?.entries ?? []);
  }, []);
  useEffect(() => {
    void load(view);
  }, [load, view]);

  const choose = (next: View) => {
    setView(next);
    setRows(null);
    setSelected(new Set());
    setRetried(new Set());
    setOutcome(null);
  };
  const toggle = (ids: string[], on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const one of ids)
        if (on) after.add(one);
        else after.delete(one);
      return after;
    });

  const resend = async () => {
    setBusy(true);
    const answer = await outboxApi.resend([...selected]).catch(() => undefined);
    setBusy(false);
    // A fault has shown the store's error toast already.
    if (!answer) return;
    if (!answer.Success) {
      setOutcome({ tone: 'error', text: answer.Message ?? '' });
      return;
    }
    const resent = answer.Result?.resent ?? 0;
    setOutcome(
      resent > 0 ? { tone: 'success', text: t('messages.resent', { count: resent }) } : { tone: 'info', text: t('messages.resentNone') },
    );
    setRetried(selected);
    setSelected(new Set());
    await load(view);
  };

  const failed = view === 'failed';
  const all = rows !== null && rows.length > 0 && rows.every((row) => selected.has(row.id));
  const some = selected.size > 0 && !all;
  return (
    <section className={styles.list} aria-labelledby={`${id}-heading`}>
      <h2 className="visually-hidden" id={`${id}-heading`}>
        {t(`messages.view.${view}`)}
      </h2>
      <div className={styles.toolbar}>
        <fieldset className="editor-switch">
          <legend className="visually-hidden">{t('messages.view.label')}</legend>
          {VIEWS.map((name) => (
            <label key={name} className={`editor-switch-option${view === name ? ' is-on' : ''}`}>
              <input type="radio" name={`${id}-view`} value={name} checked={view === name} onChange={() => choose(name)} />
              {t(`messages.view.${name}`)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn btn-text" onClick={() => void load(view)}>
          <span aria-hidden="true">↻ </span>
          {t('messages.refresh')}
        </button>
        {failed && (
          <button
            type="button"
            className={`btn btn-primary ${styles.resend}`}
            disabled={busy || selected.size === 0}
            aria-busy={busy}
            aria-describedby={`${id}-hint`}
            onClick={() => void resend()}
          >
            {busy
              ? t('messages.resending')
              : selected.size > 0
                ? t('messages.resendCount', { count: selected.size })
                : t('messages.resend')}
          </button>
        )}
      </div>
      {failed && (
        <p className="editor-muted" id={`${id}-hint`}>
          {t('messages.selectHint')}
        </p>
      )}
      <OutcomeNotice outcome={outcome} className={styles.outcome} />
      {rows === null ? (
        <p className="editor-muted" role="status">
          {t('messages.loading')}
        </p>
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <span aria-hidden="true" className={styles.emptySign}>
            ✓
          </span>
          <p>{t(`messages.empty.${view}`)}</p>
        </div>
      ) : (
        <table className={`editor-table ${styles.table}`}>
          <thead>
            <tr>
              {failed && (
                <th scope="col" className={styles.select}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={all}
                      ref={(box) => {
                        if (box) box.indeterminate = some;
                      }}
                      onChange={(e) =>
                        toggle(
                          rows.map((row) => row.id),
                          e.target.checked,
                        )
                      }
                    />
                    <span className="visually-hidden">{t('messages.selectAll')}</span>
                  </label>
                </th>
              )}
              <th scope="col">{t('messages.columns.channel')}</th>
              <th scope="col">{t('messages.columns.recipient')}</th>
              <th scope="col">{t('messages.columns.kind')}</th>
              <th scope="col" className={styles.number}>
                {t('messages.columns.attempts')}
              </th>
              <th scope="col">{t('messages.columns.reason')}</th>
              <th scope="col">{t('messages.columns.when')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={selected.has(row.id) ? styles.chosen : undefined}>
                {failed && (
                  <td className={styles.select}>
                    <label className="check">
                      <input type="checkbox" checked={selected.has(row.id)} onChange={(e) => toggle([row.id], e.target.checked)} />
                      <span className="visually-hidden">{t('messages.selectOne', { recipient: row.recipient })}</span>
                    </label>
                  </td>
                )}
                <td data-label={t('messages.columns.channel')}>{t(`messages.channels.${row.channel}`)}</td>
                <td data-label={t('messages.columns.recipient')} className={styles.recipient}>
                  {row.recipient}
                </td>
                <td data-label={t('messages.columns.kind')}>{t(`messages.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                <td data-label={t('messages.columns.attempts')} className={styles.number}>
                  {row.attempts}
                </td>
                <td data-label={t('messages.columns.reason')}>
                  <Answer row={row} view={view} lang={lang} again={retried.has(row.id)} />
                </td>
                <td data-label={t('messages.columns.when')} className={styles.when}>
                  {formatIstanbul(row.createdAt, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows !== null && rows.length >= OUTBOX_PAGE && <p className="editor-muted">{t('messages.shown', { count: rows.length })}</p>}
    </section>
  );
}
