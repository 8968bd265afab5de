import { type ControlProps, LeafControl } from './controls';
import { FieldNotes, LabelText } from './labels';
import { emptyValue, type FieldDescriptor } from './fields';
import { idOf, useEditorT, useFieldText, useFormState } from './formContext';
import { getPath, joinPath, moveItem } from './paths';

// The page form's controls for a field of any shape: a group of fields (an object), a list with
// add, remove and reorder, a fixed pair (a tuple), or a leaf. Drawn from the schema's descriptors.

function ObjectControl({ field, path, label }: ControlProps & { field: Extract<FieldDescriptor, { type: 'object' }> }) {
  const text = useFieldText(field.labelKey);
  const { document, set } = useFormState();
  const present = getPath(document, path) !== undefined;
  return (
    <fieldset className="editor-group">
      <legend>
        <LabelText path={path}>{label ?? text.label}</LabelText>
      </legend>
      {!label && <small className="field-hint editor-hint">{text.help}</small>}
      {present || !field.optional ? (
        field.fields.map((child) => <FieldControl key={child.key} field={child} path={joinPath(path, child.key)} />)
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => set(path, emptyValue({ ...field, optional: false }))}>
          {text.label}
        </button>
      )}
    </fieldset>
  );
}

function ListControl({ field, path, label }: ControlProps & { field: Extract<FieldDescriptor, { type: 'array' }> }) {
  const t = useEditorT();
  const text = useFieldText(field.labelKey);
  const { document, set, errorAt } = useFormState();
  const items = (getPath(document, path) as unknown[] | undefined) ?? [];
  const title = label ?? text.label;
  const id = idOf(path);
  const full = field.max !== undefined && items.length >= field.max;
  return (
    <fieldset className="editor-group editor-list" aria-describedby={`${id}-help ${id}-error`}>
      <legend>
        <LabelText path={path}>{title}</LabelText>
      </legend>
      <FieldNotes id={id} help={text.help} error={errorAt(path)} />
      <ol className="editor-items">
        {items.map((_, i) => {
          const item = t('form.item', { label: text.item, number: i + 1 });
          return (
            // Items have no identity of their own; a position is what an editor sees and moves.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="editor-item">
              <FieldControl field={field.item} path={joinPath(path, i)} label={item} />
              <div className="editor-item-actions">
                <button
                  type="button"
                  className="btn btn-text"
                  aria-label={t('form.moveUpItem', { item })}
                  disabled={i === 0}
                  onClick={() => set(path, moveItem(items, i, i - 1))}
                >
                  ↑ {t('form.moveUp')}
                </button>
                <button
                  type="button"
                  className="btn btn-text"
                  aria-label={t('form.moveDownItem', { item })}
                  disabled={i === items.length - 1}
                  onClick={() => set(path, moveItem(items, i, i + 1))}
                >
                  ↓ {t('form.moveDown')}
                </button>
                <button
                  type="button"
                  className="btn btn-text"
                  aria-label={t('form.removeItem', { item })}
                  disabled={items.length <= field.min}
                  onClick={() =>
                    set(
                      path,
                      items.filter((__, j) => j !== i),
                    )
                  }
                >
                  × {t('form.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary editor-add"
        disabled={full}
        onClick={() => set(path, [...items, emptyValue(field.item)])}
      >
        + {t('form.add', { label: text.item })}
      </button>
    </fieldset>
  );
}

function TupleControl({ field, path, label }: ControlProps & { field: Extract<FieldDescriptor, { type: 'tuple' }> }) {
  const t = useEditorT();
  const text = useFieldText(field.labelKey);
  const { document, set } = useFormState();
  const title = label ?? text.label;
  const present = getPath(document, path) !== undefined;
  return (
    <fieldset className="editor-group">
      <legend>
        <LabelText path={path}>{title}</LabelText>
      </legend>
      {!label && <small className="field-hint editor-hint">{text.help}</small>}
      {present || !field.optional ? (
        <>
          {field.items.map((item, i) => (
            <FieldControl
              key={item.key}
              field={item}
              path={joinPath(path, i)}
              label={t('form.item', { label: text.item, number: i + 1 })}
            />
          ))}
          {field.optional && (
            <button type="button" className="btn btn-text" onClick={() => set(path, undefined)}>
              × {t('form.remove')}
            </button>
          )}
        </>
      ) : (
        <button type="button" className="btn btn-secondary editor-add" onClick={() => set(path, emptyValue({ ...field, optional: false }))}>
          + {t('form.add', { label: title })}
        </button>
      )}
    </fieldset>
  );
}

/** The control for one field at a document path; a fixed value (the footer's part) shows nothing. */
export function FieldControl(props: ControlProps) {
  const { field } = props;
  switch (field.type) {
    case 'object':
      return <ObjectControl {...props} field={field} />;
    case 'array':
      return <ListControl {...props} field={field} />;
    case 'tuple':
      return <TupleControl {...props} field={field} />;
    case 'fixed':
      return null;
    default:
      return <LeafControl {...props} />;
  }
}
