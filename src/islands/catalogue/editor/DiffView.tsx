import type { FieldChange } from '@lib/catalogue/content/api';
import { useEditorT } from './formContext';
import { useFieldName } from './fieldName';

// What changed between two versions: each changed field with its text before and after, and a
// Markdown body as added and removed lines, marked by a sign as well as by colour.

const show = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

function Value({ value, tone }: { value: unknown; tone: 'before' | 'after' }) {
  const t = useEditorT();
  const text = show(value);
  return (
    <div className={`editor-diff-value editor-diff-${tone}`}>
      <span className="editor-diff-tag">{t(`diff.${tone}`)}</span>
      {text === null ? <span className="editor-muted">{t('diff.empty')}</span> : <span className="editor-diff-text">{text}</span>}
    </div>
  );
}

function Lines({ lines }: { lines: NonNullable<FieldChange['lines']> }) {
  const t = useEditorT();
  return (
    <pre className="editor-diff-lines">
      {lines.flatMap((part, i) =>
        part.value
          .replace(/\n$/, '')
          .split('\n')
          .map((line, j) => {
            const sign = part.added ? '+' : part.removed ? '−' : ' ';
            const tone = part.added ? 'added' : part.removed ? 'removed' : 'same';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed diff, never reordered
              <span key={`${i}-${j}`} className={`editor-diff-line is-${tone}`}>
                <span className="editor-diff-sign" aria-hidden="true">
                  {sign}
                </span>
                <span>
                  {tone !== 'same' && <span className="visually-hidden">{t(`diff.${tone}`)}: </span>}
                  {line || ' '}
                </span>
              </span>
            );
          }),
      )}
    </pre>
  );
}

/** The list of changed fields; "none" when the two versions are the same. */
export function DiffView({ changes }: { changes: FieldChange[] }) {
  const t = useEditorT();
  const name = useFieldName();
  if (changes.length === 0) return <p className="editor-muted">{t('diff.none')}</p>;
  return (
    <div className="editor-diff">
      {changes.some((change) => change.lines) && <p className="editor-diff-legend editor-muted">{t('diff.legend')}</p>}
      <ul className="editor-diff-list">
        {changes.map((change) => (
          <li key={change.path} className="editor-diff-change">
            <h4 className="editor-diff-field">{name(change.path)}</h4>
            {change.lines ? (
              <Lines lines={change.lines} />
            ) : (
              <div className="editor-diff-pair">
                <Value value={change.before} tone="before" />
                <Value value={change.after} tone="after" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
