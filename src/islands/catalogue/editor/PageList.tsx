import { useEffect, useState } from 'react';
import type { PageSummary } from '@lib/catalogue/content/api';
import { type ContentKind, OPEN_KINDS } from '@lib/catalogue/content/kinds';
import { localizedPath, type Lang, withIslandI18n } from '@lib/platform';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import { NewPageDialog } from './NewPageDialog';
import { StateBadge } from './StateBadge';

// The editor's home at /editor: every page by kind with its titles, state and last change, the
// buttons that start a new campaign or information page, and the ways to the publishing log and the
// outbox's messages.

/** The order kinds are listed in, as editors think of the store. */
const ORDER: ContentKind[] = ['loyalty', 'campaign', 'home', 'page', 'header', 'footer'];

function Group({ kind, pages, lang, onNew }: { kind: ContentKind; pages: PageSummary[]; lang: Lang; onNew: (kind: ContentKind) => void }) {
  const t = useEditorT();
  const headingId = `editor-kind-${kind}`;
  return (
    <section className="editor-group-section" aria-labelledby={headingId}>
      <div className="editor-group-head">
        <h2 className="editor-section-title" id={headingId}>
          {t(`kinds.${kind}`)}
        </h2>
        {OPEN_KINDS.includes(kind) && (
          <button type="button" className="btn btn-secondary" onClick={() => onNew(kind)}>
            + {t(`list.new.${kind}`)}
          </button>
        )}
      </div>
      {pages.length === 0 ? (
        <p className="editor-muted">{t('list.empty')}</p>
      ) : (
        <table className="editor-table editor-pages">
          <thead>
            <tr>
              <th scope="col">{t('list.columns.page')}</th>
              <th scope="col">{t('list.columns.state')}</th>
              <th scope="col">{t('list.columns.changed')}</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.slug}>
                <th scope="row">
                  <a className="editor-page-link" href={localizedPath(`/editor/${page.kind}/${page.slug}`, lang)}>
                    {page.titles[lang] || page.slug}
                  </a>
                  <span className="editor-muted editor-other-title" lang={lang === 'tr' ? 'en' : 'tr'}>
                    {page.titles[lang === 'tr' ? 'en' : 'tr']}
                  </span>
                  <span className="editor-muted editor-slug">{page.path}</span>
                </th>
                <td>
                  <StateBadge page={page} lang={lang} />
                </td>
                <td className="editor-muted">
                  {t('list.changedBy', { when: formatIstanbul(page.updatedAt, lang), who: page.updatedBy ?? t('audit.system') })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PageList({ lang }: { lang: Lang }) {
  const t = useEditorT();
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [creating, setCreating] = useState<ContentKind | null>(null);
  useEffect(() => {
    void editorApi.pages().then((answer) => setPages(answer.Result?.pages ?? []));
  }, []);
  return (
    <div className="editor-list">
      <header className="editor-list-head">
        <div>
          <h1 className="editor-title">{t('list.title')}</h1>
          <p className="editor-muted">{t('list.lead')}</p>
        </div>
        <div className="editor-page-meta">
          <a className="btn btn-secondary" href={localizedPath('/editor/audit', lang)}>
            {t('list.audit')}
          </a>
          <a className="btn btn-secondary" href={localizedPath('/editor/messages', lang)}>
            {t('list.messages')}
          </a>
        </div>
      </header>
      {pages === null ? (
        <p className="editor-muted" role="status">
          {t('list.loading')}
        </p>
      ) : (
        ORDER.map((kind) => <Group key={kind} kind={kind} pages={pages.filter((p) => p.kind === kind)} lang={lang} onNew={setCreating} />)
      )}
      <NewPageDialog kind={creating} lang={lang} onClose={() => setCreating(null)} />
    </div>
  );
}

export default withIslandI18n(PageList);
