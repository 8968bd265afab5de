import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { editDate, maskDate } from './dateMask';
import type { Form } from './useForm';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  form: Form;
  name: string;
  label?: string;
  hint?: ReactNode;
  /** Rewrites what is typed (the phone mask). */
  format?: (value: string) => string;
  /** Rewrites the value when the field is left (a number in the language's format). */
  tidy?: (value: string) => string;
}

/**
 * The error line under a field. Always rendered, with one line's height reserved by the stylesheet
 * (forms.css), so a message appearing or going on blur never moves the next control under the
 * shopper's pointer; the icon shows only with a message.
 */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p className="field-error" id={id} aria-live="polite">
      {error ?? ''}
    </p>
  );
}

/** What every control shares: its id, label text, error, and the attributes tying them together. */
function useControl(form: Form, name: string, label?: string, hinted = false) {
  const id = useId();
  const error = form.error(name);
  const required = form.required(name);
  const describedBy = [hinted && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const attributes = {
    id,
    name,
    value: String(form.values[name] ?? ''),
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? ('true' as const) : undefined,
    onBlur: () => form.blur(name),
  };
  // A required field's label carries the form's mark from the stylesheet (fields.css), out of its
  // text and its accessible name: aria-required says it to a screen reader.
  const labelClass = required ? 'label-required' : undefined;
  return { id, error, text: label ?? form.label(name), labelClass, attributes };
}

/**
 * What the shopper typed, ticked or had filled in by the browser before the island hydrated: React
 * keeps it on screen but not in the form's state, so the next render would erase it. Taken into the
 * state once, on mount.
 */
function useEarlyInput<T>(read: (input: HTMLInputElement) => T, current: T, adopt: (value: T) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const adoptEarlyInput = useEffectEvent(() => {
    const value = ref.current && read(ref.current);
    if (value != null && value !== current) adopt(value);
  });
  // Once, on mount: later values reach the state through onChange.
  useEffect(() => adoptEarlyInput(), []);
  return ref;
}

/** A labelled input with its error under it; validates on blur, not while typing. */
export function Field({ form, name, label, hint, format, tidy, type = 'text', ...rest }: FieldProps) {
  const { id, error, text, labelClass, attributes } = useControl(form, name, label, Boolean(hint));
  const typed = (value: string) => form.input(name, format ? format(value) : value);
  const ref = useEarlyInput((input) => input.value, attributes.value, typed);
  const left = () => {
    if (tidy && attributes.value) form.input(name, tidy(attributes.value));
    attributes.onBlur();
  };
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass}>
        {text}
      </label>
      <input ref={ref} type={type} className="input" {...attributes} onBlur={left} onChange={(e) => typed(e.target.value)} {...rest} />
      {hint && (
        <small className="field-hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled select; choosing validates at once (on change). */
export function SelectField({
  form,
  name,
  label,
  options,
  placeholder,
  disabled,
  autoComplete,
  onPick,
}: {
  form: Form;
  name: string;
  label?: string;
  /** The choices; one `disabled` is shown but cannot be chosen (its text says why). */
  options: { value: string | number; text: string; disabled?: boolean }[];
  placeholder?: string;
  disabled?: boolean;
  /** The browser's autofill hint (cc-exp-month …). */
  autoComplete?: string;
  onPick?: (value: string) => void;
}) {
  const { id, error, text, labelClass, attributes } = useControl(form, name, label);
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass}>
        {text}
      </label>
      <select
        className="select"
        {...attributes}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(e) => {
          form.change(name, e.target.value);
          onPick?.(e.target.value);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.text}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A checkbox with its label; ticking validates at once. */
export function CheckboxField({ form, name, children }: { form: Form; name: string; children: ReactNode }) {
  const id = useId();
  const error = form.error(name);
  const ref = useEarlyInput(
    (input) => input.checked,
    form.values[name] === true,
    (checked) => form.change(name, checked),
  );
  return (
    <div className="field field-checkbox check">
      <input
        ref={ref}
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.change(name, e.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The birth date (dd/mm/yyyy): the mask inserts the slashes, so a numeric keypad types the whole
 * date; Backspace goes back over a slash, and a pasted 01.02.1990 or 01021990 is set right.
 */
export function DateField({ form, name, placeholder }: { form: Form; name: string; placeholder?: string }) {
  const { id, error, text, labelClass, attributes } = useControl(form, name);
  // A date typed before the island hydrated is masked as it is taken in.
  const ref = useEarlyInput(
    (input) => maskDate(input.value, false),
    attributes.value,
    (value) => form.input(name, value),
  );
  // The caret after the masked value is rendered: React would leave it at the end.
  const caret = useRef<number>(undefined);
  useLayoutEffect(() => {
    if (caret.current === undefined || ref.current !== document.activeElement) return;
    ref.current?.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });
  return (
    <div className="field">
      <label htmlFor={id} className={labelClass}>
        {text}
      </label>
      <input
        ref={ref}
        type="text"
        className="input"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={placeholder}
        {...attributes}
        onChange={(e) => {
          const deleting = (e.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
          const edit = editDate(attributes.value, e.target.value, e.target.selectionStart ?? e.target.value.length, deleting);
          caret.current = edit.caret;
          form.input(name, edit.value);
        }}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
