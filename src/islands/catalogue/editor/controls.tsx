import type { ReactNode } from 'react';
import type { FieldDescriptor } from './fields';
import { idOf, useEditorT, useFieldText, useFormState } from './formContext';
import { storedToWall, wallToStored } from './istanbul';
import { getPath } from './paths';
import { ImageInput } from './ImageInput';
import { FieldNotes, LabelText } from './labels';

// The page form's leaf controls: text, number, choice, day with optional time, image. Each shows
// its label, help and the error at its own path.

export interface ControlProps {
  field: FieldDescriptor;
  path: string;
  /** The label when it is not the field's own (an item of a list: "Perk 2"), whose help is the list's and not repeated. */
  label?: string;
}

const described = (id: string, error?: string) => ({
  'aria-invalid': error ? ('true' as const) : ('false' as const),
  'aria-describedby': `${id}-help ${id}-error`,
});

/** A control with its label above and its help and error below, all tied to the control's id. */
function LabelledField({
  id,
  path,
  label,
  help,
  error,
  extra,
  children,
}: {
  id: string;
  path: string;
  label: string;
  help?: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <LabelText path={path}>{label}</LabelText>
      </label>
      {children}
      <FieldNotes id={id} help={help} error={error} extra={extra} />
    </div>
  );
}

function TextControl({ field, path, label }: ControlProps & { field: { type: 'text'; max?: number } }) {
  const t = useEditorT();
  const { document, set, errorAt, langOf } = useFormState();
  const text = useFieldText(field.labelKey);
  const id = idOf(path);
  const value = String(getPath(document, path) ?? '');
  const error = errorAt(path);
  const long = (field.max ?? 0) > 120;
  const common = {
    id,
    className: 'input',
    value,
    lang: langOf(path) ?? undefined,
    ...described(id, error),
    onChange: (e: { target: { value: string } }) => set(path, field.optional && e.target.value === '' ? undefined : e.target.value),
  };
  const count = field.max ? <span className="editor-count">{t('form.count', { count: value.length, max: field.max })}</span> : null;
  return (
    <LabelledField id={id} path={path} label={label ?? text.label} help={label ? undefined : text.help} error={error} extra={count}>
      {long ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={field.format === 'url' ? 'url' : 'text'} spellCheck={!field.format} {...common} />
      )}
    </LabelledField>
  );
}

function NumberControl({ field, path, label }: ControlProps & { field: { type: 'number'; min?: number; max?: number } }) {
  const { document, set, errorAt } = useFormState();
  const text = useFieldText(field.labelKey);
  const id = idOf(path);
  const value = getPath(document, path);
  const error = errorAt(path);
  return (
    <LabelledField id={id} path={path} label={label ?? text.label} help={label ? undefined : text.help} error={error}>
      <input
        id={id}
        className="input editor-number"
        type="number"
        inputMode="numeric"
        min={field.min}
        max={field.max}
        step={1}
        value={typeof value === 'number' ? value : ''}
        {...described(id, error)}
        onChange={(e) => set(path, e.target.value === '' ? undefined : Number(e.target.value))}
      />
    </LabelledField>
  );
}

function EnumControl({ field, path, label }: ControlProps & { field: { type: 'enum'; options: readonly string[] } }) {
  const t = useEditorT();
  const { document, set, errorAt } = useFormState();
  const text = useFieldText(field.labelKey);
  const id = idOf(path);
  const error = errorAt(path);
  return (
    <LabelledField id={id} path={path} label={label ?? text.label} help={label ? undefined : text.help} error={error}>
      <select
        id={id}
        className="select"
        value={String(getPath(document, path) ?? '')}
        {...described(id, error)}
        onChange={(e) => set(path, e.target.value)}
      >
        {field.options.map((option) => (
          <option key={option} value={option}>
            {t(`values.${option}`, { defaultValue: option })}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A day and an optional time in Istanbul: without a time, the whole day (as the schema reads a bare date). */
function DateControl({ field, path, label }: ControlProps) {
  const t = useEditorT();
  const { document, set, errorAt } = useFormState();
  const text = useFieldText(field.labelKey);
  const id = idOf(path);
  const wall = storedToWall(getPath(document, path));
  const error = errorAt(path);
  return (
    <fieldset className="field editor-date" aria-describedby={`${id}-help ${id}-error`}>
      <legend className="field-label">
        <LabelText path={path}>{label ?? text.label}</LabelText>
      </legend>
      <div className="editor-date-inputs">
        <label>
          <span>{t('form.date')}</span>
          <input
            id={id}
            type="date"
            className="input"
            value={wall.date}
            aria-invalid={error ? 'true' : 'false'}
            onChange={(e) => set(path, wallToStored({ ...wall, date: e.target.value }))}
          />
        </label>
        <label>
          <span>{t('form.time')}</span>
          <input
            type="time"
            className="input"
            value={wall.time}
            onChange={(e) => set(path, wallToStored({ ...wall, time: e.target.value }))}
          />
        </label>
      </div>
      <FieldNotes id={id} help={label ? undefined : text.help} error={error} />
    </fieldset>
  );
}

function ImageControl({ field, path, label }: ControlProps) {
  const { document, set, errorAt } = useFormState();
  const text = useFieldText(field.labelKey);
  const value = getPath(document, path);
  return (
    <ImageInput
      path={path}
      value={typeof value === 'string' ? value : undefined}
      onChange={(next) => set(path, next)}
      label={label ?? text.label}
      help={label ? undefined : text.help}
      error={errorAt(path)}
    />
  );
}

/** The control of a leaf field, or null for a field that is not a leaf. */
export function LeafControl(props: ControlProps) {
  const { field } = props;
  switch (field.type) {
    case 'text':
      return <TextControl {...props} field={field} />;
    case 'number':
      return <NumberControl {...props} field={field} />;
    case 'enum':
      return <EnumControl {...props} field={field} />;
    case 'date':
      return <DateControl {...props} />;
    case 'image':
      return <ImageControl {...props} />;
    default:
      return null;
  }
}
