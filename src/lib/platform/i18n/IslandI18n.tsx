import { useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, type Messages } from './i18n';
import type { Lang } from './lang';

/** Props every React island takes for its texts: the page's language and its namespaces. */
export interface IslandI18nProps {
  lang: Lang;
  messages: Messages;
}

/**
 * Gives a React island its own i18next instance (React context cannot cross islands, and a shared
 * instance could switch language under another island). Pages pass `islandMessages(lang, [...])`.
 */
function IslandI18n({ lang, messages, children }: IslandI18nProps & { children: ReactNode }) {
  const [i18n] = useState(() => createI18n(lang, messages));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Wraps an island's component in its own i18next instance: `export default withIslandI18n(Form)`. */
export function withIslandI18n<P extends object>(Inner: ComponentType<P>) {
  function Island(props: P & IslandI18nProps) {
    return (
      <IslandI18n lang={props.lang} messages={props.messages}>
        <Inner {...props} />
      </IslandI18n>
    );
  }
  Island.displayName = `Island(${Inner.displayName ?? Inner.name})`;
  return Island;
}
