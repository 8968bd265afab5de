import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as form from '@lib/validation/form';
import type { Envelope } from '@lib/http/envelope';
import type { FieldRules } from '@lib/validation/validate';

/** A form bound to its rule lists: on blur and change validation, submit touching every field. */
export function useForm(rules: FieldRules, initial: form.Values) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => form.initForm(initial));
  const current = useRef(state);
  current.current = state;
  const update = (next: form.FormState) => {
    current.current = next;
    setState(next);
  };

  const error = (name: string): string | undefined => {
    const server = state.serverErrors[name];
    if (server) return server;
    const failure = state.touched[name] ? state.errors[name] : undefined;
    return failure ? t(failure.key, { ...failure.params, field: t(`fields:${name}`) }) : undefined;
  };

  const handleSubmit = useCallback(
    (onValid: (values: form.Values) => void | Promise<void>) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const { state: next, valid } = form.submit(current.current, rules);
      update(next);
      if (valid) await onValid(next.values);
      else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    [rules],
  );

  return {
    values: state.values,
    error,
    input: (name: string, value: unknown) => update(form.input(current.current, name, value)),
    blur: (name: string) => update(form.blur(current.current, rules, name)),
    change: (name: string, value: unknown) => update(form.change(current.current, rules, name, value)),
    reset: (values: form.Values) => update(form.initForm(values)),
    /** Shows a 400's field messages beside their fields. */
    serverErrors: (answer: Envelope<unknown>) => update(form.serverErrors(current.current, answer.Exception?.FieldErrors)),
    handleSubmit,
  };
}

export type Form = ReturnType<typeof useForm>;
