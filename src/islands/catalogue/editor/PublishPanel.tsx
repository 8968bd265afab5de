import { useId, useState } from 'react';
import type { StaffView } from '@lib/catalogue/content/api';
import { fromIstanbul, type Lang } from '@lib/platform';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import type { PageEditorState } from './usePageEditor';

// Publishing the version on screen now or at a day and time in Istanbul, and the publications
// still ahead with a way to cancel each. Only a publisher sees these enabled; an editor is told why.

/** What a side panel of the page editor (publishing, history) works on. */
export interface PanelProps {
  kind: string;
  slug: string;
  role: StaffView['role'];
  uiLang: Lang;
  editor: PageEditorState;
}

/** The page's publishing panel. */
export function PublishPanel({ kind, slug, role, uiLang, editor }: PanelProps) {
  const t = useEditorT();
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [busy, setBusy] = useState(false);
  const publisher = role === 'publisher';
  const scheduled = editor.detail?.scheduled ?? [];

  const publish = async (at?: string) => {
    setBusy(true);
    try {
      const number = await editor.ensureSaved();
      if (number === null) return;
      const answer = await editorApi.publish(kind, slug, number, at);
      if (answer.Success) {
        editor.setNotice({
          tone: 'success',
          text: at ? t('publish.scheduled', { number, when: formatIstanbul(at, uiLang) }) : t('publish.published', { number }),
        });
        await editor.refresh();
      } else editor.setNotice({ tone: 'error', text: answer.Message ?? t('validation.invalid') });
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (scheduleId: number) => {
    setBusy(true);
    try {
      const answer = await editorApi.cancelSchedule(kind, slug, scheduleId);
      editor.setNotice(
        answer.Success
          ? { tone: 'success', text: t('publish.cancelled') }
          : { tone: 'error', text: answer.Message ?? t('validation.invalid') },
      );
      await editor.refresh();
    } finally {
      setBusy(false);
    }
  };

  const disabled = !publisher || busy || editor.busy;
  return (
    <section className="editor-panel editor-publish" aria-labelledby={`${id}-title`}>
      <h2 className="editor-section-title" id={`${id}-title`}>
        {t('publish.title')}
      </h2>
      {!publisher && <p className="editor-muted editor-role-note">{t('publish.publisherOnly')}</p>}
      <button type="button" className="btn btn-primary btn-block" disabled={disabled} onClick={() => void publish()}>
        {t('publish.now')}
      </button>
      <form
        className="editor-schedule"
        onSubmit={(e) => {
          e.preventDefault();
          if (!date || !time) return editor.setNotice({ tone: 'error', text: t('publish.needTime') });
          void publish(fromIstanbul(date, time));
        }}
      >
        <fieldset disabled={disabled}>
          <legend className="field-label">{t('publish.scheduleTitle')}</legend>
          <div className="editor-date-inputs">
            <label>
              <span>{t('publish.date')}</span>
              <input type="date" className="input" required value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              <span>{t('publish.time')}</span>
              <input type="time" className="input" required value={time} onChange={(e) => setTime(e.target.value)} />
            </label>
          </div>
          <button type="submit" className="btn btn-secondary btn-block">
            {t('publish.schedule')}
          </button>
        </fieldset>
      </form>
      {scheduled.length > 0 && (
        <div className="editor-pending">
          <h3 className="editor-subtitle">{t('publish.pending')}</h3>
          <ul>
            {scheduled.map((s) => {
              const when = formatIstanbul(s.liveFrom, uiLang);
              return (
                <li key={s.id}>
                  <span>{t('publish.pendingItem', { number: s.number, when, who: s.by ?? t('audit.system') })}</span>
                  <button
                    type="button"
                    className="btn btn-text"
                    disabled={disabled}
                    aria-label={t('publish.cancelItem', { when })}
                    onClick={() => void cancel(s.id)}
                  >
                    {t('publish.cancel')}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
