import { catalogs, islandMessages } from '@lib/platform/index.server';
import type { Messages, Lang } from '@lib/platform';

/** A checkout island's texts: the checkout namespace, the ones it names, and the catalogue's colour names the summary shows. */
export function checkoutMessages(lang: Lang, namespaces: readonly string[] = []): Messages {
  return {
    ...islandMessages(lang, ['checkout', ...namespaces]),
    catalog: { colour: catalogs[lang].catalog?.colour ?? {}, size: catalogs[lang].catalog?.size ?? {} },
  };
}
