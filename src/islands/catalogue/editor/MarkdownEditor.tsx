import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { type ReactNode, useEffect, useRef } from 'react';
import { FieldNotes } from './labels';
import { idOf, useEditorT } from './formContext';
import { ariaShortcut, applyMarkdown, type MarkdownAction, SHORTCUTS } from './markdownEdits';

// A page's Markdown body in CodeMirror 6, with a toolbar of real buttons; each button and its
// keyboard shortcut run the same pure edit (markdownEdits.ts).

const ACTIONS: MarkdownAction[] = ['bold', 'italic', 'heading', 'link', 'bulletList', 'numberedList'];
const LINK_ICON = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
// Drawn rather than written "1.": a button's visible words must be part of its name (axe's
// label-content-name-mismatch), and its name is "Numbered list".
const NUMBERED_ICON = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 4.5 5.5 3.5v6" />
    <path d="M3.5 14.5a1.5 1.5 0 0 1 3 .5L3.5 19h3" />
    <path d="M10 6.5h10M10 16.5h10" />
  </svg>
);
const ICONS: Record<MarkdownAction, ReactNode> = {
  bold: 'B',
  italic: 'I',
  heading: 'H',
  link: LINK_ICON,
  bulletList: '•',
  numberedList: NUMBERED_ICON,
};

interface Props {
  path: string;
  label: string;
  help: string;
  value: string;
  lang: string;
  error?: string;
  onChange: (value: string) => void;
}

function run(view: EditorView, action: MarkdownAction, placeholder: string): boolean {
  const { from, to } = view.state.selection.main;
  const edited = applyMarkdown(action, { text: view.state.doc.toString(), from, to }, placeholder);
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: edited.text },
    selection: { anchor: edited.from, head: edited.to },
  });
  view.focus();
  return true;
}

/** The Markdown body of one language, labelled, with its toolbar and error. */
export function MarkdownEditor({ path, label, help, value, lang, error, onChange }: Props) {
  const t = useEditorT();
  const id = idOf(path);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const placeholder = t('toolbar.placeholder');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; value changes reach it below.
  useEffect(() => {
    const shortcuts = keymap.of(ACTIONS.map((action) => ({ key: SHORTCUTS[action], run: (v: EditorView) => run(v, action, placeholder) })));
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          shortcuts,
          history(),
          // Markdown's Enter (a list goes on) before the default one.
          keymap.of(markdownKeymap),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          // The language alone, not markdown(): its HTML-in-Markdown support would bring the HTML,
          // CSS and JavaScript languages (about 60 KB gzip) to an editor that never needs them.
          markdownLanguage.extension,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-labelledby': `${id}-label`,
            'aria-describedby': `${id}-help ${id}-error`,
            'aria-multiline': 'true',
            role: 'textbox',
            lang,
            id,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => created.destroy();
  }, []);

  // A value set from outside (a restored copy, a merge, a discard) replaces what the view shows.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return (
    <div className={`field editor-markdown${error ? ' is-invalid' : ''}`}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {/* It controls the editor's frame, drawn with the field: the text area inside it is made by an
          effect after hydration, and a reference to an element not there yet is an invalid one. */}
      <div className="editor-toolbar" role="toolbar" aria-label={t('toolbar.label')} aria-controls={`${id}-editor`}>
        {ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`editor-tool editor-tool-${action}`}
            aria-label={t(`toolbar.${action}`)}
            aria-keyshortcuts={ariaShortcut(SHORTCUTS[action])}
            title={`${t(`toolbar.${action}`)} (${ariaShortcut(SHORTCUTS[action]).replace('Control', 'Ctrl')})`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => view.current && run(view.current, action, placeholder)}
          >
            <span aria-hidden="true">{ICONS[action]}</span>
          </button>
        ))}
      </div>
      <div ref={host} id={`${id}-editor`} className="editor-cm" />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
