import { currentRequest, requestSlot } from '@lib/platform/index.server';
import type { LiveEntry } from './document';

// A request opened with a valid preview link shows one page's saved version in place of its live
// one; every other request, running beside it, sees only what is live.

/** The page a preview request shows as a draft, with its entries in both languages. */
export interface PreviewedPage {
  kind: string;
  slug: string;
  number: number;
  entries: LiveEntry[];
}

const previewed = requestSlot<PreviewedPage>('previewed page');

/** The page this request previews, if it is a preview. */
export function previewedPage(): PreviewedPage | undefined {
  return previewed.get();
}

/**
 * Makes this request an editor's preview of a page's saved version: rendered for it alone, with
 * every kept value loaded afresh and none kept, as what it shows is not what shoppers see.
 */
export function previewInThisRequest(page: PreviewedPage): void {
  const scope = currentRequest();
  if (!scope) throw new Error('a preview needs the request scope');
  scope.fresh = true;
  previewed.set(page);
}
