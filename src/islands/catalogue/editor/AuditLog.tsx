import { useEffect, useState } from 'react';
import type { PublicationView } from '@lib/catalogue/content/api';
import { localizedPath, type Lang, withIslandI18n } from '@lib/platform';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';

// The publishing log at /editor/audit: every publish, schedule, rollback and cancelled schedule,
// with who did it, to which page and version, and when.

function AuditLog({ lang }: { lang: Lang }) {
  const t = useEditorT();
  const [rows, setRows] = useState<PublicationView[] | null>(null);
  useEffect(() => {
    // The files' seed of every page at first start is no editor's act: the log keeps to what editors did.
    void editorApi.audit().then((answer) => setRows((answer.Result?.entries ?? []).filter((row) => row.action !== 'files')));
  }, []);
  return (
    <div className="editor-list">
      <header className="editor-list-head">
        <div>
          <a className="link editor-back" href={localizedPath('/editor', lang)}>
            ← {t('audit.back')}
          </a>
          <h1 className="editor-title">{t('audit.title')}</h1>
          <p className="editor-muted">{t('audit.lead')}</p>
        </div>
      </header>
      {rows === null ? (
        <p className="editor-muted" role="status">
          {t('list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="editor-muted">{t('audit.empty')}</p>
      ) : (
        <table className="editor-table">
          <thead>
            <tr>
              <th scope="col">{t('audit.columns.when')}</th>
              <th scope="col">{t('audit.columns.who')}</th>
              <th scope="col">{t('audit.columns.what')}</th>
              <th scope="col">{t('audit.columns.page')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.cancelledAt ? 'is-cancelled' : undefined}>
                <td>{formatIstanbul(row.createdAt, lang)}</td>
                <td>{row.by ?? t('audit.system')}</td>
                <td>
                  <strong>{t(`audit.action.${row.action}`)}</strong>{' '}
                  <span className="editor-muted">
                    {t('audit.versionLive', { number: row.number, when: formatIstanbul(row.liveFrom, lang) })}
                  </span>
                  {row.cancelledAt && (
                    <span className="editor-cancelled">
                      <span aria-hidden="true">✕ </span>
                      {t('audit.cancelled', { who: row.cancelledBy ?? t('audit.system'), when: formatIstanbul(row.cancelledAt, lang) })}
                    </span>
                  )}
                </td>
                <td>
                  <a className="link" href={localizedPath(`/editor/${row.kind}/${row.slug}`, lang)}>
                    {t(`kinds.${row.kind}`)} · {row.slug}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export default withIslandI18n(AuditLog);
