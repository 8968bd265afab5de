import { type KeyboardEvent, useState } from 'react';
import type { StaffView } from '@lib/catalogue/content/api';
import type { ContentKind } from '@lib/catalogue/content/kinds';
import { type Lang, localizedPath, withIslandI18n } from '@lib/platform';
import { FormGrid } from './FormGrid';
import { KindContext, useEditorT } from './formContext';
import { HistoryPanel } from './HistoryPanel';
import { PageNotices } from './PageNotices';
import { PreviewPanel } from './PreviewPanel';
import { PublishPanel } from './PublishPanel';
import { StateBadge } from './StateBadge';
import { usePageEditor } from './usePageEditor';

// The page editor at /editor/<kind>/<slug>: the form, its preview and history in tabs, and the
// publishing panel beside them.

interface Props {
  kind: ContentKind;
  slug: string;
  /** A page of an open kind not created yet: the first save creates it. */
  isNew: boolean;
  role: StaffView['role'];
  lang: Lang;
}

const TABS = ['content', 'preview', 'history'] as const;
type Tab = (typeof TABS)[number];

function PageEditor({ kind, slug, isNew, role, lang }: Props) {
  const t = useEditorT();
  const editor = usePageEditor(kind, slug, isNew);
  const [tab, setTab] = useState<Tab>('content');

  if (editor.status === 'loading') return <p className="editor-muted">{t('page.loading')}</p>;
  if (editor.status === 'notFound') return <p className="editor-notice is-error">{t('page.notFound')}</p>;

  const title = String(editor.valueAt(`${lang}.data.title`) ?? editor.valueAt(`${lang}.data.announcement`) ?? '') || t(`kinds.${kind}`);
  const onTabKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`editor-tab-${next}`)?.focus();
  };

  return (
    <KindContext value={kind}>
      <div className="editor-page">
        <header className="editor-page-head">
          <a className="link editor-back" href={localizedPath('/editor', lang)}>
            ← {t('page.back')}
          </a>
          <p className="eyebrow">
            {t(`kinds.${kind}`)} · <span className="editor-slug-inline">{slug}</span>
          </p>
          <h1 className="editor-title">{title}</h1>
          <div className="editor-page-meta">
            {editor.detail ? <StateBadge page={editor.detail} lang={lang} /> : <span className="badge">{t('create.notice')}</span>}
            <span className={editor.dirty ? 'editor-dirty' : 'editor-muted'} role="status">
              {editor.dirty ? `● ${t('page.unsaved')}` : editor.created ? t('page.saved') : ''}
            </span>
            <button type="button" className="btn btn-primary editor-save" disabled={editor.busy} onClick={() => void editor.save()}>
              {editor.busy ? t('actions.saving') : t('actions.save')}
            </button>
          </div>
        </header>
        <PageNotices editor={editor} uiLang={lang} />
        <div className="editor-workspace">
          <div className="editor-work">
            <div className="tabs editor-tabs">
              <div role="tablist" aria-label={t('tabs.label')}>
                {TABS.map((name) => (
                  <button
                    key={name}
                    id={`editor-tab-${name}`}
                    type="button"
                    role="tab"
                    aria-selected={tab === name}
                    aria-controls={`editor-panel-${name}`}
                    tabIndex={tab === name ? 0 : -1}
                    onKeyDown={onTabKey}
                    onClick={() => setTab(name)}
                  >
                    {t(`tabs.${name}`)}
                  </button>
                ))}
              </div>
              <div id={`editor-panel-${tab}`} role="tabpanel" aria-labelledby={`editor-tab-${tab}`}>
                {tab === 'content' && <FormGrid kind={kind} editor={editor} />}
                {tab === 'preview' && <PreviewPanel kind={kind} slug={slug} role={role} uiLang={lang} editor={editor} />}
                {tab === 'history' && <HistoryPanel kind={kind} slug={slug} role={role} uiLang={lang} editor={editor} />}
              </div>
            </div>
          </div>
          <aside className="editor-side">
            <PublishPanel kind={kind} slug={slug} role={role} uiLang={lang} editor={editor} />
          </aside>
        </div>
      </div>
    </KindContext>
  );
}

export default withIslandI18n(PageEditor);
