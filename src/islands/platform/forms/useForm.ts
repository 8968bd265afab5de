import { type SyntheticEvent, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@lib/platform/http/envelope';
import { showErrorToast } from '@lib/platform/toast/store';
import { scrollToId } from '@lib/platform/ui/scroll';
import * as form from '@lib/platform/validation/form';
import { fieldLabel } from '@lib/platform/validation/label';
import { type FieldRules, isRequired } from '@lib/platform/validation/validate';

/**
 * After a refused submit: the first invalid field of the submitted form takes the focus. A failing
 * field the shopper cannot see would leave the button doing nothing, so that case says so aloud.
 */
function pointAtFirstError(event: SyntheticEvent | undefined, summary: string): void {
  const target = event?.currentTarget;
  const scope = target instanceof Element ? (target.closest('form') ?? target) : document;
  const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
  // Brought smoothly into view (a long form's first error may be far above), then focused.
  if (field && !(field.id && scrollToId(field.id, { focus: true, block: 'center' }))) field.focus();
  else if (!field) showErrorToast(summary);
}

export interface FormOptions {
  /** The form's own names for some fields, where the catalog's would mislead ("Password" on registration, not "New password"). */
  labels?: Record<string, string>;
  /** Marks the fields its rules require now (an asterisk and aria-required), where not every field is. */
  markRequired?: boolean;
}

/** A form bound to its rule lists: on blur and change validation, submit touching every field; errors show by form.shownFailure. */
export function useForm(rules: FieldRules, initial: form.Values, options: FormOptions = {}) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => form.initForm(initial));
  // Handlers read the latest state and rules, so they stay one stable set for the form's life
  // (effects may depend on them) and a submit that awaits a call never works on an old state.
  const latest = useRef({ state, rules, t });
  latest.current = { state, rules, t };

  const actions = useMemo(() => {
    const update = (next: form.FormState) => {
      latest.current.state = next;
      setState(next);
    };
    const current = () => latest.current.state;
    return {
      input: (name: string, value: unknown) => update(form.input(current(), name, value)),
      blur: (name: string) => update(form.blur(current(), latest.current.rules, name)),
      change: (name: string, value: unknown) => update(form.change(current(), latest.current.rules, name, value)),
      reset: (values: form.Values) => update(form.initForm(values)),
      /** Shows a 400's field messages beside their fields. */
      serverErrors: (answer: Envelope<unknown>) => update(form.serverErrors(current(), answer.Exception?.FieldErrors)),
      /** The submit handler: every field touched and validated; `onValid` runs only when none fails. */
      handleSubmit:
        (onValid: (values: form.Values) => unknown) =>
        async (event?: SyntheticEvent): Promise<void> => {
          event?.preventDefault();
          const { state: next, valid } = form.submit(current(), latest.current.rules);
          // Rendered at once, so the first failing field can be found and focused.
          flushSync(() => update(next));
          if (valid) await onValid(next.values);
          else pointAtFirstError(event, latest.current.t('errors:validation.summary'));
        },
    };
  }, []);

  const label = (name: string): string => options.labels?.[name] ?? fieldLabel(t, name);
  const error = (name: string): string | undefined => {
    const server = state.serverErrors[name];
    if (server) return server;
    const failure = form.shownFailure(state, name);
    return failure ? t(failure.key, { ...failure.params, field: label(name) }) : undefined;
  };
  const required = (name: string): boolean => options.markRequired === true && isRequired(rules[name], state.values);

  return { values: state.values, error, label, required, ...actions };
}

export type Form = ReturnType<typeof useForm>;
