import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_API, type SaveResult } from '@lib/catalogue/content/api';
import type { ContentDocument } from '@lib/catalogue/content/document';
import type { Envelope } from '@lib/platform/http/envelope';
import { LANGUAGE_COOKIE, LANGUAGE_IDS } from '@lib/platform/i18n/lang';
import type { ApiClient } from '../../../support/api-client';
import { rawRequest } from '../../../support/raw-http';
import { edited, loadPage, marker, staffClient } from './content-helpers';

// A save checks the links it holds without sending a request anywhere: a link typed as
// `/\127.0.0.1:<port>/x`, or a forged Host header on the save, once had the store fetch that
// host (and tell the editor which of its addresses answered 404). A listener on such a host must
// hear nothing, whatever the editor types or sends.

let editor: ApiClient;
let listener: Server;
let heard: string[] = [];
let host: string;

beforeAll(async () => {
  listener = createServer((request: IncomingMessage, response) => {
    heard.push(`${request.method} ${request.headers.host} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
  editor = await staffClient('editor');
}, 60_000);

afterAll(async () => {
  await new Promise((done) => listener?.close(done));
});

/** The reborn information page as a new page of its own address, with a body of the test's. */
async function newPage(body: string): Promise<{ slug: string; document: ContentDocument }> {
  const slug = marker('baglanti-');
  const { latest } = await loadPage(editor, 'page', 'reborn');
  return { slug, document: edited(latest.document, { tr: { data: { uri: slug }, body }, en: { data: { uri: slug } } }) };
}

describe('a link an editor types', () => {
  it('refuses a link field that leads to another host, naming it in the editor’s language, and asks that host nothing', async () => {
    heard = [];
    const { latest } = await loadPage(editor, 'header', 'header');
    for (const href of [`/\\${host}/x`, `//${host}/x`, `/%5C${host}/x`, `/%2F%2F${host}/x`, `/\t/${host}/x`, `\\\\${host}/x`]) {
      const links = structuredClone(latest.document.tr.data.links) as { label: string; href: string }[];
      links[0]!.href = href;
      const document = edited(latest.document, { tr: { data: { links } } });
      const answer = await editor.post(EDITOR_API.versions('header', 'header'), { basedOn: latest.number, document });
      expect([answer.status, answer.body.Exception?.ErrorCode], JSON.stringify(href)).toEqual([400, 'VALIDATION_ERROR']);
      expect(answer.body.Exception!.FieldErrors).toEqual({
        'tr.data.links.0.href': expect.stringMatching(/^Bağlantı adresi \(Türkçe\) bu mağazanın .* başka bir siteye götüremez\.$/),
      });
    }
    editor.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.en));
    try {
      const links = structuredClone(latest.document.tr.data.links) as { label: string; href: string }[];
      links[0]!.href = `/\\${host}/x`;
      const answer = await editor.post(EDITOR_API.versions('header', 'header'), {
        basedOn: latest.number,
        document: edited(latest.document, { tr: { data: { links } } }),
      });
      expect(answer.body.Exception!.FieldErrors!['tr.data.links.0.href']).toMatch(
        /^Link address \(Turkish\) .* cannot lead to another site\.$/,
      );
    } finally {
      editor.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.tr));
    }
    expect((await loadPage(editor, 'header', 'header')).latest.number).toBe(latest.number);
    expect(heard).toEqual([]);
  });

  it('flags a body link that leads off the store as leading to no page, and asks that host nothing', async () => {
    heard = [];
    const { slug, document } = await newPage(
      `Bkz. [a](/\\${host}/x), [b](/%5C${host}/y), [c](//${host}/z) ve [kargo](/content/kargo-ve-teslimat-content).`,
    );
    const created = await editor.post<SaveResult>(EDITOR_API.pages, { kind: 'page', slug, document });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.Result!.warnings).toEqual([
      { path: 'tr.body', href: `/\\${host}/x` },
      { path: 'tr.body', href: `/%5C${host}/y` },
      { path: 'tr.body', href: `//${host}/z` },
    ]);
    expect(heard).toEqual([]);
  });

  it('checks a save sent with a forged Host on the store itself, asking the forged host nothing', async () => {
    heard = [];
    const { slug, document } = await newPage('Bkz. [kargo](/content/kargo-ve-teslimat-content) ve [yok](/content/boyle-bir-sayfa-yok).');
    const forged = await rawRequest(editor.baseUrl, EDITOR_API.pages, {
      method: 'POST',
      headers: {
        Host: host,
        Origin: `http://${host}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        RequestVerificationToken: await editor.verificationToken(),
        Cookie: [...editor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ kind: 'page', slug, document }),
    });
    expect(forged.status, forged.body).toBe(200);
    // Only the page that is missing on the store is named: the forged host, answering 404 to all, was not asked.
    expect((JSON.parse(forged.body) as Envelope<SaveResult>).Result!.warnings).toEqual([
      { path: 'tr.body', href: '/content/boyle-bir-sayfa-yok' },
    ]);
    expect(heard).toEqual([]);
  });
});
