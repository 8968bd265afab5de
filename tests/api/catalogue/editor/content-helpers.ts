import { expect } from 'vitest';
import { EDITOR_API, type ImageView, type PageDetail, type SaveResult } from '@lib/catalogue/content/api';
import { IMAGE_NAME_HEADER } from '@lib/catalogue/content/images/rules';
import type { ContentDocument } from '@lib/catalogue/content/document';
import { ApiClient } from '../../../support/api-client';
import { DEMO_EDITOR, DEMO_PUBLISHER, signInStaff } from './staff-helpers';

/** A client signed in as the demo editor or publisher, through the password and the e-mailed code. */
export async function staffClient(role: 'editor' | 'publisher', baseUrl?: string): Promise<ApiClient> {
  return (await signInStaff(role === 'editor' ? DEMO_EDITOR : DEMO_PUBLISHER, new ApiClient(baseUrl))).client;
}

/** Posts a file's bytes as the editor's image field does: the body is the file, its name in a header. */
export async function uploadImage(client: ApiClient, bytes: Uint8Array, name = 'banner.jpg') {
  const response = await client.request(EDITOR_API.images, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
      [IMAGE_NAME_HEADER]: encodeURIComponent(name),
      RequestVerificationToken: await client.verificationToken(),
      Origin: client.baseUrl,
    },
    body: bytes.slice(),
  });
  const body = (await response.json()) as { Success: boolean; Result?: ImageView; Message?: string; Exception?: { ErrorCode: string } };
  return { status: response.status, body };
}

/** A page as the editor loads it. */
export async function loadPage(client: ApiClient, kind: string, slug: string): Promise<PageDetail> {
  const answer = await client.get<PageDetail>(EDITOR_API.page(kind, slug));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!;
}

/** A document with one language's fields (and body) changed. */
export function edited(
  document: ContentDocument,
  changes: Partial<Record<'tr' | 'en', { data?: Record<string, unknown>; body?: string }>>,
) {
  const next = structuredClone(document);
  for (const lang of ['tr', 'en'] as const) {
    const change = changes[lang];
    if (!change) continue;
    next[lang] = { data: { ...next[lang].data, ...change.data }, body: change.body ?? next[lang].body };
  }
  return next;
}

/** Saves a new version over the latest one and answers its number. */
export async function saveOver(client: ApiClient, detail: PageDetail, document: ContentDocument): Promise<SaveResult> {
  const saved = await client.post<SaveResult>(EDITOR_API.versions(detail.kind, detail.slug), { basedOn: detail.latest.number, document });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.Result!;
}

/** A page's HTML as a visitor gets it, with whether it came from its kept copy. */
export async function visit(path: string, baseUrl?: string): Promise<{ html: string; kept: string | null; response: Response }> {
  const response = await new ApiClient(baseUrl).request(path);
  return { html: await response.text(), kept: response.headers.get('x-page-cache'), response };
}

/** A word no page holds by chance. */
export const marker = (stem: string) => `${stem}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
