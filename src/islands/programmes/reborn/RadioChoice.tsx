import type { ReactNode } from 'react';
import type { Form } from '../../platform/forms/useForm';

interface Props {
  form: Form;
  name: string;
  legend: string;
  choices: { value: string; label: ReactNode }[];
}

/** One choice of a few, as radio buttons under a legend; choosing validates at once, and the error is said under them. */
export function RadioChoice({ form, name, legend, choices }: Props) {
  const chosen = String(form.values[name] ?? '');
  const error = form.error(name);
  return (
    <fieldset className="field" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((c) => (
        <div className="field-checkbox check" key={c.value}>
          <input
            type="radio"
            id={`${name}-${c.value}`}
            name={name}
            value={c.value}
            checked={chosen === c.value}
            aria-invalid={error ? 'true' : 'false'}
            onChange={() => form.change(name, c.value)}
          />
          <label htmlFor={`${name}-${c.value}`}>{c.label}</label>
        </div>
      ))}
      {error && (
        <p className="field-error" id={`${name}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
