import type { ReactNode } from 'react';
import type { Form } from '../../platform/forms/useForm';

interface Props {
  form: Form;
  name: string;
  legend: string;
  /** The choices; one `disabled` is shown but cannot be chosen (the hint says why). */
  choices: { value: string; label: ReactNode; disabled?: boolean }[];
  /** A line under the choices that the group is described by. */
  hint?: ReactNode;
  onPick?: (value: string) => void;
}

/** One choice of a few, as radio buttons under a legend; choosing validates at once, and the error is said under them. */
export function RadioChoice({ form, name, legend, choices, hint, onPick }: Props) {
  const chosen = String(form.values[name] ?? '');
  const error = form.error(name);
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="field" aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <div className="field-checkbox check" key={c.value}>
          <input
            type="radio"
            id={`${name}-${c.value}`}
            name={name}
            value={c.value}
            checked={chosen === c.value}
            disabled={c.disabled}
            aria-invalid={error ? 'true' : 'false'}
            onChange={() => {
              form.change(name, c.value);
              onPick?.(c.value);
            }}
          />
          <label htmlFor={`${name}-${c.value}`}>{c.label}</label>
        </div>
      ))}
      {hint && (
        <small className="field-hint" id={`${name}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <p className="field-error" id={`${name}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
