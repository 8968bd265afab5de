import { z } from 'zod';
import { CONTENT_KINDS, SLUG_MAX, SLUG_PATTERN } from './kinds';

// The editor's calls (/editor-api): paths, request bodies and the shapes of their results. Shared
// by the endpoints and the editor's islands. Results are in the envelope { Success, Result }.
// Field names are camelCase: docs/behaviour/ does not describe the editor, and these carry the content
// schemas' own field names (docs/decisions/0038).

export const EDITOR_API = {
  signIn: '/editor-api/staff/sign-in',
  code: '/editor-api/staff/code',
  signOut: '/editor-api/staff/sign-out',
  me: '/editor-api/staff/me',
  pages: '/editor-api/pages',
  page: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}`,
  versions: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}/versions`,
  version: (kind: string, slug: string, number: number) => `/editor-api/pages/${kind}/${slug}/versions/${number}`,
  diff: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}/diff`,
  publish: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}/publish`,
  rollback: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}/rollback`,
  cancelSchedule: (kind: string, slug: string, id: number) => `/editor-api/pages/${kind}/${slug}/schedules/${id}/cancel`,
  previewLink: (kind: string, slug: string) => `/editor-api/pages/${kind}/${slug}/preview-link`,
  audit: '/editor-api/audit',
  images: '/editor-api/images',
} as const;

const contentKindSchema = z.enum(CONTENT_KINDS);
const slugSchema = z.string().max(SLUG_MAX).regex(SLUG_PATTERN);

const langDocumentSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  body: z.string().max(40_000),
});
/** Both languages of a page as the editor sends it; the kind's schema checks the fields. */
export const documentSchema = z.object({ tr: langDocumentSchema, en: langDocumentSchema });

/** Save a new version, started from version basedOn (the one the editor loaded). */
export const saveBodySchema = z.object({ basedOn: z.number().int().min(0), document: documentSchema });
/** Add a page to an open kind (a campaign, an information page). */
export const createBodySchema = z.object({ kind: contentKindSchema, slug: slugSchema, document: documentSchema });
/** Publish a version now (no at) or at a moment ahead on the store's clock. */
export const publishBodySchema = z.object({ number: z.number().int().min(1), at: z.iso.datetime({ offset: true }).optional() });
export const rollbackBodySchema = z.object({ number: z.number().int().min(1) });
export const previewBodySchema = z.object({ number: z.number().int().min(1) });
export const diffQuerySchema = z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });

export type PageState = 'published' | 'draft' | 'scheduled' | 'unpublished';

/** A staff member as the editor shows them. */
export interface StaffView {
  id: number;
  name: string;
  email: string;
  role: 'editor' | 'publisher';
}

/** A row of the editor's list of pages. */
export interface PageSummary {
  kind: (typeof CONTENT_KINDS)[number];
  slug: string;
  titles: { tr: string; en: string };
  /** published: the latest version is live; draft: a newer version than the live one is saved; scheduled: a publication is due. */
  state: PageState;
  liveNumber: number | null;
  latestNumber: number;
  scheduledAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** Where shoppers see it, without the language prefix. */
  path: string;
}

export interface VersionSummary {
  number: number;
  basedOn: number | null;
  source: 'files' | 'editor';
  createdAt: string;
  by: string | null;
}

export interface VersionFull extends VersionSummary {
  document: z.infer<typeof documentSchema>;
}

/** A publish, schedule, rollback or files' seed of a version: the audit log's row. */
export interface PublicationView {
  id: number;
  kind: string;
  slug: string;
  number: number;
  action: 'publish' | 'schedule' | 'rollback' | 'files';
  liveFrom: string;
  by: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
}

export interface PageDetail {
  kind: (typeof CONTENT_KINDS)[number];
  slug: string;
  path: string;
  latest: VersionFull;
  liveNumber: number | null;
  /** Publications still ahead, the soonest first. */
  scheduled: PublicationView[];
  versions: VersionSummary[];
  publications: PublicationView[];
}

/** One changed field between two versions: a path like "tr.data.title" or "en.body". */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
  /** For a Markdown body: the lines added and removed. */
  lines?: { value: string; added?: boolean; removed?: boolean }[];
}

/** A link in a page that leads nowhere today: saved anyway, and the editor is told. */
export interface LinkWarning {
  path: string;
  href: string;
}

export interface SaveResult {
  number: number;
  warnings: LinkWarning[];
}

/** What a refused save (CONTENT_CONFLICT) carries: the newer version and what changed since the editor's. */
export interface ConflictResult {
  current: VersionFull;
  changes: FieldChange[];
}

export interface PreviewLink {
  /** Shop paths with the signed preview token, one per language. */
  urls: { tr: string; en: string };
  expiresAt: string;
}

export interface ImageView {
  id: string;
  name: string;
  width: number;
  height: number;
}
