import { useEffect, useId, useRef, useState } from 'react';
import type { PreviewLink } from '@lib/catalogue/content/api';
import { LANGS, type Lang } from '@lib/platform';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import type { PanelProps } from './PublishPanel';

// The shop's own page with the version on screen, through a signed preview link: at desktop width
// (1280, scaled to fit) and phone width (390), in either language, and the link to share.

const DESKTOP = 1280;
const PHONE = 390;
const FRAME_HEIGHT = 900;

/** The desktop frame drawn at 1280 pixels and scaled down to the panel's width. */
function ScaledFrame({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? DESKTOP) / DESKTOP)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="editor-frame-box" style={{ height: FRAME_HEIGHT * scale }}>
      <iframe
        className="editor-frame"
        src={src}
        title={title}
        width={DESKTOP}
        height={FRAME_HEIGHT}
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}

/** The preview panel of a page. */
export function PreviewPanel({ kind, slug, role, uiLang, editor }: PanelProps) {
  const t = useEditorT();
  const id = useId();
  const [link, setLink] = useState<(PreviewLink & { number: number }) | null>(null);
  const [lang, setLang] = useState<Lang>(uiLang);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      const number = await editor.ensureSaved();
      if (number === null) return;
      const answer = await editorApi.previewLink(kind, slug, number);
      if (answer.Success && answer.Result) setLink({ ...answer.Result, number });
      else editor.setNotice({ tone: 'error', text: answer.Message ?? t('validation.invalid') });
    } finally {
      setBusy(false);
    }
  };

  // A publisher ends every link of the page given out so far; the one on screen goes with them.
  const endLinks = async () => {
    setBusy(true);
    try {
      const answer = await editorApi.endPreviewLinks(kind, slug);
      if (answer.Success) {
        setLink(null);
        editor.setNotice({ tone: 'success', text: t('preview.ended') });
      } else editor.setNotice({ tone: 'error', text: answer.Message ?? t('validation.invalid') });
    } finally {
      setBusy(false);
    }
  };

  // Opening the tab shows the page at once (an editor must not guess that the link button draws
  // the frames); the shareable link comes with it, and the button renews it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void create();
  });

  const url = link ? new URL(link.urls[lang], window.location.origin).href : '';
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };

  return (
    <section className="editor-panel editor-preview" aria-labelledby={`${id}-title`}>
      <h2 className="editor-section-title" id={`${id}-title`}>
        {t('preview.title')}
      </h2>
      <p className="editor-muted">{t('preview.lead')}</p>
      <div className="editor-preview-bar">
        <button type="button" className="btn btn-primary" disabled={busy || editor.busy} onClick={() => void create()}>
          {link ? t('preview.refresh') : t('preview.create')}
        </button>
        <fieldset className="editor-switch">
          <legend className="visually-hidden">{t('preview.lang')}</legend>
          {LANGS.map((l) => (
            <label key={l} className={`editor-switch-option${lang === l ? ' is-on' : ''}`}>
              <input
                type="radio"
                name={`${id}-lang`}
                value={l}
                checked={lang === l}
                onChange={() => {
                  setLang(l);
                  setCopied(false);
                }}
              />
              {t(`lang.${l}`)}
            </label>
          ))}
        </fieldset>
        {link && <span className="editor-muted">{t('preview.version', { number: link.number })}</span>}
        {role === 'publisher' && (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            aria-describedby={`${id}-end-help`}
            onClick={() => void endLinks()}
          >
            {t('preview.end')}
          </button>
        )}
      </div>
      {role === 'publisher' && (
        <p className="editor-muted" id={`${id}-end-help`}>
          {t('preview.endHelp')}
        </p>
      )}
      {link && (
        <>
          <div className="field editor-share">
            <label htmlFor={`${id}-link`}>{t('preview.link')}</label>
            <div className="editor-share-row">
              <input
                id={`${id}-link`}
                className="input"
                readOnly
                value={url}
                aria-describedby={`${id}-expiry`}
                onFocus={(e) => e.target.select()}
              />
              <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
                {copied ? `✓ ${t('preview.copied')}` : t('preview.copy')}
              </button>
            </div>
            <small className="field-hint" id={`${id}-expiry`}>
              {t('preview.linkHelp', { when: formatIstanbul(link.expiresAt, uiLang) })}
            </small>
          </div>
          <div className="editor-frames">
            <figure className="editor-frame-desktop">
              <figcaption>{t('preview.desktop')}</figcaption>
              <ScaledFrame src={link.urls[lang]} title={t('preview.frameDesktop', { lang: t(`lang.${lang}`) })} />
            </figure>
            <figure className="editor-frame-phone">
              <figcaption>{t('preview.phone')}</figcaption>
              <iframe
                className="editor-frame"
                src={link.urls[lang]}
                title={t('preview.framePhone', { lang: t(`lang.${lang}`) })}
                width={PHONE}
                height={FRAME_HEIGHT * 0.8}
              />
            </figure>
          </div>
        </>
      )}
    </section>
  );
}
