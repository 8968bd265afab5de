import { type ClipboardEvent, type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@lib/platform/otp/schema';

interface Props {
  /** The digits typed so far (at most OTP_LENGTH). */
  code: string;
  onChange: (code: string) => void;
  invalid: boolean;
  describedBy: string;
  /** The step's wrapper focuses the first empty box through this. */
  boxes: RefObject<(HTMLInputElement | null)[]>;
}

/** Only the digits of a typed, pasted or autofilled text ("12 34 56" too), cut to the code's length. */
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The code as six digit boxes: typing moves on, Backspace goes back, a pasted or autofilled code
 * (the first box carries autocomplete="one-time-code") fills them all. The boxes only show the one
 * `code` string, so the step's submit logic reads it as before.
 */
export function OtpBoxes({ code, onChange, invalid, describedBy, boxes }: Props) {
  const { t } = useTranslation();
  // The box to focus once the new code is rendered (not at once: its focus handler reads the code).
  const next = useRef<number>(undefined);
  const focusNow = (index: number) => boxes.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();
  /** Sets the code and moves the focus, after the render when the code changes. */
  const update = (value: string, index: number) => {
    if (value === code) return focusNow(index);
    onChange(value);
    next.current = Math.max(0, Math.min(index, OTP_LENGTH - 1));
  };
  useLayoutEffect(() => {
    if (next.current === undefined) return;
    boxes.current[next.current]?.focus();
    next.current = undefined;
  });
  // Writing at a box: one digit replaces that box's, several (autofill, a paste) fill from there on.
  const write = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (!digits) return;
    const filled = (code.slice(0, index) + digits).slice(0, OTP_LENGTH);
    update(filled.length >= code.length ? filled : filled + code.slice(filled.length), index + digits.length);
  };
  /** The code without the digit at a box: the later digits close up, so the code has no holes. */
  const without = (index: number) => code.slice(0, index) + code.slice(index + 1);
  // A typed digit beside the box's own (the caret was not on it) replaces it; an emptied box loses its digit.
  const typed = (index: number, value: string) => {
    const own = code[index] ?? '';
    if (!value) return update(without(index), index);
    write(Math.min(index, code.length), value.length === 2 && own && value.includes(own) ? value.replace(own, '') : value);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      // Backspace clears the box's digit, or on an empty box the one before, and goes there.
      const at = code[index] ? index : index - 1;
      if (at >= 0) update(without(at), at);
    } else if (event.key === 'ArrowLeft') focusNow(index - 1);
    else if (event.key === 'ArrowRight') focusNow(index + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };
  return (
    <fieldset className="otp-boxes" aria-describedby={describedBy}>
      <legend className="field-label">{t('fields:Otp')}</legend>
      <div className="otp-boxes-row">
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="input otp-box"
            name={index === 0 ? 'Otp' : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('otp:ui.digit', { index: index + 1, count: OTP_LENGTH })}
            aria-invalid={invalid ? 'true' : 'false'}
            value={code[index] ?? ''}
            // A box can only be filled in order: the first empty one takes what is typed.
            onFocus={(event) => (index > code.length ? focusNow(code.length) : event.target.select())}
            onChange={(event) => typed(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(Math.min(index, code.length), event)}
          />
        ))}
      </div>
    </fieldset>
  );
}
