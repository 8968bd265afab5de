import { catalogs, islandMessages } from '@lib/platform/i18n/catalogs.server';
import type { Messages } from '@lib/platform/i18n/i18n';
import type { Lang } from '@lib/platform/i18n/lang';

/** A checkout island's texts: the checkout namespace, the ones it names, and the catalogue's colour names the summary shows. */
export function checkoutMessages(lang: Lang, namespaces: readonly string[] = []): Messages {
  return { ...islandMessages(lang, ['checkout', ...namespaces]), catalog: { colour: catalogs[lang].catalog?.colour ?? {} } };
}
