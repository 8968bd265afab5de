import { useEffect, useId, useState } from 'react';
import type { FieldChange } from '@lib/catalogue/content/api';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import { DiffView } from './DiffView';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import type { PanelProps } from './PublishPanel';

// Every saved version with who, when and where from; a diff between any two; a rollback to any
// version in one step (a publisher's).

/** The page's versions, their diff and rollback. */
export function HistoryPanel({ kind, slug, role, uiLang, editor }: PanelProps) {
  const t = useEditorT();
  const id = useId();
  const versions = editor.detail?.versions ?? [];
  const newest = versions[0]?.number ?? 1;
  const older = (versions[1] ?? versions[0])?.number ?? 1;
  const [from, setFrom] = useState(older);
  const [to, setTo] = useState(newest);
  // A save or a rollback adds a version: the comparison starts again from the two newest.
  useEffect(() => {
    setFrom(older);
    setTo(newest);
  }, [older, newest]);
  const [diff, setDiff] = useState<{ from: number; to: number; changes: FieldChange[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const compare = async () => {
    setBusy(true);
    try {
      const answer = await editorApi.diff(kind, slug, from, to);
      if (answer.Success && answer.Result) setDiff({ from, to, changes: answer.Result.changes });
      else editor.setNotice({ tone: 'error', text: answer.Message ?? t('validation.invalid') });
    } finally {
      setBusy(false);
    }
  };

  const [confirming, setConfirming] = useState<number | null>(null);

  const rollback = async (number: number) => {
    setConfirming(null);
    setBusy(true);
    try {
      const answer = await editorApi.rollback(kind, slug, number);
      editor.setNotice(
        answer.Success
          ? { tone: 'success', text: t('history.rolledBack', { number }) }
          : { tone: 'error', text: answer.Message ?? t('validation.invalid') },
      );
      await editor.refresh();
    } finally {
      setBusy(false);
    }
  };

  const choose = (label: string, value: number, onPick: (n: number) => void) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="select" value={value} onChange={(e) => onPick(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v.number} value={v.number}>
            {t('history.version', { number: v.number })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="editor-panel editor-history" aria-labelledby={`${id}-title`}>
      <h2 className="editor-section-title" id={`${id}-title`}>
        {t('history.title')}
      </h2>
      <table className="editor-table editor-table-middle">
        <thead>
          <tr>
            <th scope="col">{t('history.column')}</th>
            <th scope="col">{t('history.when')}</th>
            <th scope="col">{t('history.who')}</th>
            <th scope="col">{t('history.source')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('history.rollback')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.number}>
              <th scope="row">
                {t('history.version', { number: v.number })}
                {editor.detail?.liveNumber === v.number && (
                  <span className="badge badge-success editor-badge">{t('history.liveBadge')}</span>
                )}
              </th>
              <td>{formatIstanbul(v.createdAt, uiLang)}</td>
              <td>{v.by ?? t('audit.system')}</td>
              <td>{t(`history.sources.${v.source}`)}</td>
              <td className="editor-table-action">
                {role === 'publisher' && editor.detail?.liveNumber !== v.number && (
                  <button
                    type="button"
                    className="btn btn-text"
                    disabled={busy}
                    aria-label={t('history.rollbackItem', { number: v.number })}
                    onClick={() => setConfirming(v.number)}
                  >
                    {t('history.rollback')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="editor-compare">
        {choose(t('history.from'), from, setFrom)}
        {choose(t('history.to'), to, setTo)}
        <button type="button" className="btn btn-secondary" disabled={busy || versions.length === 0} onClick={() => void compare()}>
          {t('history.compare')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('history.rollbackItem', { number: confirming ?? 0 })}
        text={t('history.rollbackConfirm', { number: confirming ?? 0 })}
        confirmLabel={t('history.rollback')}
        cancelLabel={t('create.cancel')}
        onConfirm={() => confirming !== null && void rollback(confirming)}
        onClose={() => setConfirming(null)}
      />
      {diff && (
        <div className="editor-diff-result" aria-live="polite">
          <h3 className="editor-subtitle">{t('diff.title', { from: diff.from, to: diff.to })}</h3>
          <DiffView changes={diff.changes} />
        </div>
      )}
    </section>
  );
}
