import { now, db, serverSecret, sameSignature, signParts } from '@lib/platform/index.server';
import { DomainError, localizedPath } from '@lib/platform';
import type { PreviewLink } from './api';
import { isContentKind, shopPathOf } from './kinds';
import { entriesOf } from './live.server';
import type { PreviewedPage } from './preview-scope.server';
import { type PageKey, versionOf } from './versions.server';

// A preview link names a page's version and an expiry, signed with the server's key: a colleague
// without an editor account can open it until it expires, and cannot alter what it shows.

/** How long a preview link works. */
const PREVIEW_LINK_DAYS = 7;

const secret = () => serverSecret('content-preview');

async function sign(parts: string[]): Promise<string> {
  return signParts(await secret(), ['content-preview', ...parts]);
}

/** The signed links (one per language) to a page's version as shoppers will see it. */
export async function previewLink(page: PageKey, number: number): Promise<PreviewLink> {
  const version = await versionOf(await db(), page, number);
  const expires = now().getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
  const parts = [page.kind, page.slug, String(version.number), String(expires)];
  const token = `${parts.join('.')}.${await sign(parts)}`;
  const path = shopPathOf(page.kind, page.slug, version.document.tr.data);
  const url = (lang: 'tr' | 'en') => `${localizedPath(path, lang)}?preview=${encodeURIComponent(token)}`;
  return { urls: { tr: url('tr'), en: url('en') }, expiresAt: new Date(expires).toISOString() };
}

/** The page and version a preview token shows, or CONTENT_PREVIEW_EXPIRED (a bad signature reads the same: nothing is told). */
export async function openPreview(token: string): Promise<PreviewedPage> {
  const parts = token.length < 400 ? token.split('.') : [];
  const [kind, slug, number, expires, signature] = parts;
  if (parts.length !== 5 || !kind || !isContentKind(kind) || !slug || !signature) throw new DomainError('CONTENT_PREVIEW_EXPIRED');
  if (!sameSignature(signature, await sign([kind, slug, number!, expires!])) || Number(expires) <= now().getTime()) {
    throw new DomainError('CONTENT_PREVIEW_EXPIRED');
  }
  const version = await versionOf(await db(), { kind, slug }, Number(number)).catch(() => {
    throw new DomainError('CONTENT_PREVIEW_EXPIRED');
  });
  return {
    kind,
    slug,
    number: version.number,
    entries: entriesOf(kind, { slug, number: version.number, document: version.document, rendered: version.rendered }),
  };
}
