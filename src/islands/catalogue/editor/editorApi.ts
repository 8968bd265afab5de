import { call } from '@lib/platform';
import {
  type ConflictResult,
  EDITOR_API,
  type FieldChange,
  type PageDetail,
  type PageSummary,
  type PreviewLink,
  type PublicationView,
  type SaveResult,
  type VersionFull,
} from '@lib/catalogue/content/api';
import type { ContentDocument } from '@lib/catalogue/content/document';

// The editor's calls to /editor-api through the store's one HTTP client (cookies, verification
// header, toasts on faults). Each resolves with the envelope: a refusal (a conflict, a taken slug,
// field errors) is an answer the screen shows, not an exception.

export const editorApi = {
  pages: () => call<{ pages: PageSummary[] }>(EDITOR_API.pages),
  page: (kind: string, slug: string, silent = false) => call<PageDetail>(EDITOR_API.page(kind, slug), { silent }),
  create: (kind: string, slug: string, document: ContentDocument) =>
    call<SaveResult | ConflictResult>(EDITOR_API.pages, { method: 'POST', body: { kind, slug, document } }),
  save: (kind: string, slug: string, basedOn: number, document: ContentDocument) =>
    call<SaveResult | ConflictResult>(EDITOR_API.versions(kind, slug), { method: 'POST', body: { basedOn, document } }),
  version: (kind: string, slug: string, number: number) => call<VersionFull>(EDITOR_API.version(kind, slug, number)),
  diff: (kind: string, slug: string, from: number, to: number) =>
    call<{ changes: FieldChange[] }>(EDITOR_API.diff(kind, slug), { query: { from, to } }),
  publish: (kind: string, slug: string, number: number, at?: string) =>
    call<PublicationView>(EDITOR_API.publish(kind, slug), { method: 'POST', body: at ? { number, at } : { number } }),
  rollback: (kind: string, slug: string, number: number) =>
    call<unknown>(EDITOR_API.rollback(kind, slug), { method: 'POST', body: { number } }),
  cancelSchedule: (kind: string, slug: string, id: number) => call<unknown>(EDITOR_API.cancelSchedule(kind, slug, id), { method: 'POST' }),
  previewLink: (kind: string, slug: string, number: number) =>
    call<PreviewLink>(EDITOR_API.previewLink(kind, slug), { method: 'POST', body: { number } }),
  endPreviewLinks: (kind: string, slug: string) => call<{ endedAt: string }>(EDITOR_API.previewLink(kind, slug), { method: 'DELETE' }),
  audit: () => call<{ entries: PublicationView[] }>(EDITOR_API.audit),
};
