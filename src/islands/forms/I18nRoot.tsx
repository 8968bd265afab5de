import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Messages } from '../../lib/i18n/i18n';
import type { Lang } from '../../lib/i18n/lang';

/** The props every account island receives from its page: language and its catalog slice. */
export interface IslandProps {
  lang: Lang;
  messages: Messages;
}

/** An island's own i18next instance, fixed to the page's language. */
export function I18nRoot({ lang, messages, children }: IslandProps & { children: ReactNode }) {
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The namespaces the form islands need besides their own. */
export const FORM_NAMESPACES = ['common', 'errors', 'fields', 'validation', 'otp'] as const;
