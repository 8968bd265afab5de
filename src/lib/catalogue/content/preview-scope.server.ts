import { AsyncLocalStorage } from 'node:async_hooks';
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

const scope = new AsyncLocalStorage<PreviewedPage>();

/** The page this request previews, if it is a preview. */
export function previewedPage(): PreviewedPage | undefined {
  return scope.getStore();
}

/** Runs a request's rendering with a page's version in place of its live one. */
export function withPreview<T>(page: PreviewedPage, work: () => T): T {
  return scope.run(page, work);
}
