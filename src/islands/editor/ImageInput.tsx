import { LabelText } from './labels';
import { useEditorT } from './formContext';

// The one place the page form draws an image field. Until the images helper's ImageField (upload
// through the image pipeline) lands, an uploaded image's id is typed; swapping is this file alone.

interface Props {
  id: string;
  path: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label: string;
  help?: string;
  error?: string;
}

/** An optional uploaded image, by its id. */
export function ImageInput({ id, path, value, onChange, label, help, error }: Props) {
  const t = useEditorT();
  return (
    <div className="field">
      <label htmlFor={id}>
        <LabelText path={path}>{label}</LabelText>
      </label>
      <input
        id={id}
        className="input"
        value={value ?? ''}
        placeholder={t('form.image')}
        spellCheck={false}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={`${id}-help ${id}-error`}
        onChange={(e) => onChange(e.target.value.trim() || undefined)}
      />
      {help && (
        <small className="field-hint" id={`${id}-help`}>
          {help}
        </small>
      )}
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
