import { eq } from 'drizzle-orm';
import { appState, now, db, serverSecret, sameSignature, signParts } from '@lib/platform/index.server';
import { DomainError, localizedPath } from '@lib/platform';
import type { PreviewLink } from './api';
import { isContentKind, shopPathOf } from './kinds';
import { entriesOf } from './live.server';
import type { PreviewedPage } from './preview-scope.server';
import { type PageKey, versionOf } from './versions.server';

// A preview link names a page's version and an expiry, signed with the server's key: a colleague
// without an editor account can open it until it expires, and cannot alter what it shows. A
// publisher may end every link of a page given out so far (one sent to the wrong person): the page
// keeps the moment, and a link made before it reads as expired.

/** How long a preview link works. */
const PREVIEW_LINK_MS = 7 * 24 * 60 * 60 * 1000;

/** The app_state key holding when a page's preview links were last ended. */
const endedKey = (page: PageKey) => `content-preview-ended:${page.kind}/${page.slug}`;

/** When the page's preview links were last ended (milliseconds), or 0. */
async function endedAt(page: PageKey): Promise<number> {
  const [row] = await (await db())
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, endedKey(page)));
  return Number((row?.value as { at?: number } | undefined)?.at ?? 0);
}

/** Ends every preview link of the page made until now; links made afterwards work. */
export async function endPreviewLinks(page: PageKey): Promise<{ endedAt: string }> {
  const at = now().getTime();
  await (await db())
    .insert(appState)
    .values({ key: endedKey(page), value: { at } })
    .onConflictDoUpdate({ target: appState.key, set: { value: { at }, updatedAt: new Date(at) } });
  return { endedAt: new Date(at).toISOString() };
}

const secret = () => serverSecret('content-preview');

async function sign(parts: string[]): Promise<string> {
  return signParts(await secret(), ['content-preview', ...parts]);
}

/** The signed links (one per language) to a page's version as shoppers will see it. */
export async function previewLink(page: PageKey, number: number): Promise<PreviewLink> {
  const version = await versionOf(await db(), page, number);
  const expires = now().getTime() + PREVIEW_LINK_MS;
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
  // Made at or before the page's links were ended.
  if (Number(expires) - PREVIEW_LINK_MS <= (await endedAt({ kind, slug }))) throw new DomainError('CONTENT_PREVIEW_EXPIRED');
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
