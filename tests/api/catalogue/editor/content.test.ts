import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ConflictResult,
  EDITOR_API,
  type PageDetail,
  type PreviewLink,
  type PublicationView,
  type SaveResult,
} from '@lib/catalogue/content/api';
import { LANGUAGE_COOKIE, LANGUAGE_IDS } from '@lib/platform/i18n/lang';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { edited, loadPage, marker, saveOver, staffClient, visit } from './content-helpers';

// The editor's calls on the shared server: who may make each, what is refused and why, and that a
// publish is what the very next shopper's request shows. Pages changed here are ones no other file
// compares with the Markdown files: the Gold segment and the footer's note.

let editor: ApiClient;
let publisher: ApiClient;
let shopper: ApiClient;

beforeAll(async () => {
  [editor, publisher, { client: shopper }] = await Promise.all([staffClient('editor'), staffClient('publisher'), registerCustomer()]);
}, 60_000);

const GOLD = ['loyalty', 'segmentgold'] as const;
const GOLD_PATH = '/content/loyalty-segmentgold';

describe('who may make each call', () => {
  const reads = [
    EDITOR_API.pages,
    EDITOR_API.page(...GOLD),
    EDITOR_API.version(...GOLD, 1),
    `${EDITOR_API.diff(...GOLD)}?from=1&to=1`,
    EDITOR_API.audit,
  ];
  const writes = (detail: PageDetail): [string, unknown][] => [
    [EDITOR_API.versions(...GOLD), { basedOn: detail.latest.number, document: detail.latest.document }],
    [EDITOR_API.previewLink(...GOLD), { number: detail.latest.number }],
  ];
  const publishing = (detail: PageDetail): [string, unknown][] => [
    [EDITOR_API.publish(...GOLD), { number: detail.latest.number }],
    [EDITOR_API.rollback(...GOLD), { number: detail.latest.number }],
    [EDITOR_API.cancelSchedule(...GOLD, 1), {}],
  ];

  it('refuses a visitor and a signed-in shopper every call, as signed out', async () => {
    const detail = await loadPage(editor, ...GOLD);
    for (const client of [new ApiClient(), shopper]) {
      for (const path of reads) expect((await client.get(path)).body.Exception?.ErrorCode, path).toBe('STAFF_SIGNED_OUT');
      for (const [path, body] of [...writes(detail), ...publishing(detail)]) {
        const answer = await client.post(path, body);
        expect([answer.status, answer.body.Exception?.ErrorCode], path).toEqual([401, 'STAFF_SIGNED_OUT']);
      }
    }
  });

  it('lets an editor read, draft and preview, and only a publisher publish, roll back and cancel', async () => {
    const detail = await loadPage(editor, ...GOLD);
    for (const path of reads) expect((await editor.get(path)).status, path).toBe(200);
    for (const [path, body] of writes(detail)) expect((await editor.post(path, body)).status, path).toBe(200);
    for (const [path, body] of publishing(detail)) {
      const answer = await editor.post(path, body);
      expect([answer.status, answer.body.Exception?.ErrorCode], path).toEqual([403, 'STAFF_ROLE_REQUIRED']);
    }
    const published = await publisher.post<PublicationView>(EDITOR_API.publish(...GOLD), { number: detail.latest.number });
    expect(published.body.Result).toMatchObject({ action: 'publish', number: detail.latest.number });
  });

  it('answers 404 for a kind, a page or a version that does not exist, as for any unknown path', async () => {
    for (const path of [
      EDITOR_API.page('blog', 'x'),
      EDITOR_API.page('loyalty', 'segmentnone'),
      EDITOR_API.page('loyalty', '..%2Fsecrets'),
      EDITOR_API.version(...GOLD, 99_999),
    ])
      expect((await editor.get(path)).status, path).toBe(404);
    expect((await publisher.post(EDITOR_API.cancelSchedule(...GOLD, 2_000_000), {})).status).toBe(404);
  });
});

describe('publishing', () => {
  it('shows the next shopper the published title and body in both languages, renewing the kept page', async () => {
    const [before] = [await visit(GOLD_PATH), await visit(GOLD_PATH)];
    expect((await visit(GOLD_PATH)).kept).toBe('hit');
    const detail = await loadPage(publisher, ...GOLD);
    const [tr, en] = [marker('Altın'), marker('Gold')];
    const saved = await saveOver(
      publisher,
      detail,
      edited(detail.latest.document, {
        tr: { data: { title: tr }, body: `## ${tr}\n\nYeni metin.` },
        en: { data: { title: en }, body: `## ${en}\n\nNew text.` },
      }),
    );
    // A draft changes nothing a shopper sees.
    expect((await visit(GOLD_PATH)).html).toBe(before.html);
    expect((await publisher.post(EDITOR_API.publish(...GOLD), { number: saved.number })).status).toBe(200);
    const after = await visit(GOLD_PATH);
    expect(after.kept).toBe('miss');
    expect(after.html).toContain(`<h2>${tr}</h2>`);
    expect((await visit(`/en${GOLD_PATH}`)).html).toContain(`<h2>${en}</h2>`);
    expect((await loadPage(editor, ...GOLD)).liveNumber).toBe(saved.number);
  });

  it('renews every page that shows the footer when the footer is published', async () => {
    const listing = '/categories/kadin';
    await visit(listing);
    const detail = await loadPage(publisher, 'footer', 'footer');
    const note = marker('Not');
    const saved = await saveOver(publisher, detail, edited(detail.latest.document, { tr: { data: { note } } }));
    await publisher.post(EDITOR_API.publish('footer', 'footer'), { number: saved.number });
    expect((await visit(listing)).html).toContain(note);
    expect((await visit('/')).html).toContain(note);
  });

  it('rolls back to an earlier version in one step, saved again as the newest and live at once', async () => {
    const detail = await loadPage(publisher, ...GOLD);
    const old = detail.latest;
    const title = marker('Geçici');
    const saved = await saveOver(publisher, detail, edited(old.document, { tr: { data: { title } } }));
    await publisher.post(EDITOR_API.publish(...GOLD), { number: saved.number });
    expect((await visit(GOLD_PATH)).html).toContain(title);
    const back = await publisher.post<SaveResult>(EDITOR_API.rollback(...GOLD), { number: old.number });
    expect(back.body.Result!.number).toBe(saved.number + 1);
    const page = await visit(GOLD_PATH);
    expect(page.html).not.toContain(title);
    expect(page.html).toContain(String(old.document.tr.data.title));
    const after = await loadPage(editor, ...GOLD);
    expect(after.latest.document).toEqual(old.document);
    expect(after.liveNumber).toBe(saved.number + 1);
    const audit = await editor.get<{ entries: PublicationView[] }>(EDITOR_API.audit);
    expect(audit.body.Result!.entries.slice(0, 2).map((entry) => [entry.action, entry.number, entry.by !== null])).toEqual([
      ['rollback', saved.number + 1, true],
      ['publish', saved.number, true],
    ]);
  });

  it('never lets a script, an event attribute or a javascript: link of the Markdown reach a shopper', async () => {
    const detail = await loadPage(publisher, ...GOLD);
    const safe = marker('Güvenli');
    const body = `${safe}\n\n<script>alert('x')</script>\n\n<img src=x onerror="alert(1)">\n\n[tıkla](javascript:alert(2))\n\n<a href="javascript:alert(3)">a</a>`;
    const saved = await saveOver(publisher, detail, edited(detail.latest.document, { tr: { body } }));
    await publisher.post(EDITOR_API.publish(...GOLD), { number: saved.number });
    const { html } = await visit(GOLD_PATH);
    expect(html).toContain(safe);
    const article = html.slice(html.indexOf(safe) - 200, html.indexOf(safe) + 600);
    expect(article).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('what is refused, and nothing saved', () => {
  const refusal = async (document: unknown, basedOn?: number) => {
    const detail = await loadPage(editor, ...GOLD);
    const answer = await editor.post<unknown>(EDITOR_API.versions(...GOLD), { basedOn: basedOn ?? detail.latest.number, document });
    expect((await loadPage(editor, ...GOLD)).latest.number).toBe(detail.latest.number);
    return answer;
  };

  it('names a missing or wrong field, in its language, in the editor’s language', async () => {
    const detail = await loadPage(editor, ...GOLD);
    const answer = await refusal(edited(detail.latest.document, { en: { data: { title: '', pointsPer100: 'dört' } } }));
    expect([answer.status, answer.body.Exception?.ErrorCode]).toEqual([400, 'VALIDATION_ERROR']);
    const fields = answer.body.Exception!.FieldErrors!;
    expect(Object.keys(fields).sort()).toEqual(['en.data.pointsPer100', 'en.data.title']);
    expect(fields['en.data.title']).toMatch(/\(İngilizce\)/);
    // The same refusal for an editor who works in English.
    editor.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.en));
    try {
      const english = await refusal(edited(detail.latest.document, { tr: { data: { description: '' } } }));
      expect(english.body.Exception!.FieldErrors!['tr.data.description']).toMatch(/\(Turkish\) is required/);
    } finally {
      editor.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.tr));
    }
  });

  it('refuses a shared field that differs between the languages, a too long text and an oversized body', async () => {
    const { latest } = await loadPage(editor, ...GOLD);
    const shared = await refusal(edited(latest.document, { en: { data: { threshold: 1 } } }));
    expect(Object.keys(shared.body.Exception!.FieldErrors!)).toEqual(['en.data.threshold']);
    const long = await refusal(edited(latest.document, { tr: { data: { title: 'x'.repeat(71) } } }));
    expect(long.body.Exception!.FieldErrors!['tr.data.title']).toMatch(/70/);
    const huge = await refusal(edited(latest.document, { tr: { body: 'x'.repeat(20_001) } }));
    expect(huge.status).toBe(400);
    for (const bad of [null, 'x', { tr: latest.document.tr }, { tr: { data: [], body: 1 }, en: latest.document.en }])
      expect((await refusal(bad)).status).toBe(400);
    expect((await refusal(latest.document, -1)).status).toBe(400);
  });

  it('refuses a new page whose slug or address is already used, and a kind editors cannot add to', async () => {
    const page = (await loadPage(editor, 'page', 'reborn')).latest.document;
    for (const [kind, slug] of [
      ['page', 'reborn'],
      ['campaign', 'yaz-indirimi'],
    ] as const) {
      const source = kind === 'page' ? page : (await loadPage(editor, kind, slug)).latest.document;
      const taken = await editor.post(EDITOR_API.pages, { kind, slug, document: source });
      expect([taken.status, taken.body.Exception?.ErrorCode], slug).toEqual([409, 'CONTENT_SLUG_TAKEN']);
    }
    const sameUri = await editor.post(EDITOR_API.pages, { kind: 'page', slug: marker('yeni'), document: page });
    expect(sameUri.body.Exception?.ErrorCode).toBe('CONTENT_SLUG_TAKEN');
    const home = (await loadPage(editor, 'home', 'home')).latest.document;
    expect((await editor.post(EDITOR_API.pages, { kind: 'home', slug: 'home-2', document: home })).status).toBe(404);
    expect((await editor.post(EDITOR_API.pages, { kind: 'page', slug: 'Büyük Harf', document: page })).status).toBe(400);
    // A short name one character past its longest (80) is refused.
    expect((await editor.post(EDITOR_API.pages, { kind: 'page', slug: 'a'.repeat(81), document: page })).status).toBe(400);
  });

  it('saves a page linking to a page that does not exist, and says which link', async () => {
    const slug = marker('sss-');
    const { latest } = await loadPage(editor, 'page', 'reborn');
    const document = edited(latest.document, {
      tr: { data: { uri: slug }, body: 'Bkz. [kargo](/content/kargo-ve-teslimat-content) ve [yok](/content/boyle-bir-sayfa-yok).' },
      en: { data: { uri: slug } },
    });
    const created = await editor.post<SaveResult>(EDITOR_API.pages, { kind: 'page', slug, document });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.Result!.warnings).toEqual([{ path: 'tr.body', href: '/content/boyle-bir-sayfa-yok' }]);
    // Unpublished: no shopper sees it yet.
    expect((await visit(`/content/${slug}`)).response.status).toBe(404);
  });
});

describe('two editors, one page', () => {
  it('refuses a save over a newer version with what changed meanwhile, and takes it again based on that', async () => {
    const a = await loadPage(editor, ...GOLD);
    const b = await loadPage(publisher, ...GOLD);
    const first = marker('Birinci');
    await saveOver(editor, a, edited(a.latest.document, { tr: { data: { title: first } } }));
    const mine = edited(b.latest.document, { en: { data: { title: marker('Second') } } });
    const refused = await publisher.post<ConflictResult>(EDITOR_API.versions(...GOLD), { basedOn: b.latest.number, document: mine });
    expect([refused.status, refused.body.Exception?.ErrorCode]).toEqual([409, 'CONTENT_CONFLICT']);
    expect(refused.body.Result!.current.number).toBe(a.latest.number + 1);
    expect(refused.body.Result!.changes).toEqual([{ path: 'tr.data.title', before: a.latest.document.tr.data.title, after: first }]);
    const again = await publisher.post<SaveResult>(EDITOR_API.versions(...GOLD), { basedOn: a.latest.number + 1, document: mine });
    expect(again.body.Result!.number).toBe(a.latest.number + 2);
  });

  it('takes exactly one of several saves made at once from the same version', async () => {
    const detail = await loadPage(editor, ...GOLD);
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? editor : publisher).post(EDITOR_API.versions(...GOLD), {
          basedOn: detail.latest.number,
          document: edited(detail.latest.document, { tr: { data: { title: marker(`Aynı${i}`) } } }),
        }),
      ),
    );
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await loadPage(editor, ...GOLD)).versions[0]!.number).toBe(detail.latest.number + 1);
  });
});

describe('preview', () => {
  it('shows a draft through a signed link that anyone may open, never kept, never indexed, while shoppers see what is live', async () => {
    const detail = await loadPage(editor, ...GOLD);
    const draft = marker('Taslak');
    const saved = await saveOver(
      editor,
      detail,
      edited(detail.latest.document, { tr: { data: { title: draft } }, en: { data: { title: `${draft}EN` } } }),
    );
    const link = await editor.post<PreviewLink>(EDITOR_API.previewLink(...GOLD), { number: saved.number });
    const { urls } = link.body.Result!;
    for (const [url, text] of [
      [urls.tr, draft],
      [urls.en, `${draft}EN`],
    ] as const) {
      const opened = await visit(url);
      expect(opened.response.status).toBe(200);
      expect(opened.html).toContain(text);
      expect(opened.kept).toBeNull();
      expect(opened.response.headers.get('cache-control')).toBe('private, no-store');
      expect(opened.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    expect((await visit(GOLD_PATH)).html).not.toContain(draft);
    // A colleague whose language is Turkish still sees the English link in English.
    const colleague = new ApiClient();
    colleague.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.tr));
    expect(await (await colleague.request(urls.en)).text()).toContain(`${draft}EN`);
    const altered = urls.tr.replace(
      /preview=([^&]+)/,
      (_, token: string) => `preview=${token.replace(/\.(\d+)\./, (_m, n) => `.${Number(n) + 1}.`)}`,
    );
    const refused = await visit(altered);
    expect(refused.response.status).toBe(410);
    expect(refused.html).not.toContain(draft);
  });

  it('lets a publisher end every link of a page given out so far; a link made afterwards opens', async () => {
    const detail = await loadPage(editor, ...GOLD);
    const number = detail.latest.number;
    const given = await Promise.all([editor, publisher].map((c) => c.post<PreviewLink>(EDITOR_API.previewLink(...GOLD), { number })));
    // Only a publisher ends them, and a signed-out caller is told to sign in.
    expect((await editor.send('DELETE', EDITOR_API.previewLink(...GOLD))).body.Exception?.ErrorCode).toBe('STAFF_ROLE_REQUIRED');
    expect((await new ApiClient().send('DELETE', EDITOR_API.previewLink(...GOLD))).status).toBe(401);
    for (const answer of given) expect((await visit(answer.body.Result!.urls.en)).response.status).toBe(200);

    const ended = await publisher.send<{ endedAt: string }>('DELETE', EDITOR_API.previewLink(...GOLD));
    expect(ended.status).toBe(200);
    for (const answer of given)
      for (const url of Object.values(answer.body.Result!.urls)) expect((await visit(url)).response.status, url).toBe(410);
    // Ending twice is harmless; another page's links are untouched; a new link works.
    expect((await publisher.send('DELETE', EDITOR_API.previewLink(...GOLD))).status).toBe(200);
    const other = await loadPage(editor, 'loyalty', 'segmentvip');
    const otherLink = await editor.post<PreviewLink>(EDITOR_API.previewLink('loyalty', 'segmentvip'), { number: other.latest.number });
    expect((await visit(otherLink.body.Result!.urls.tr)).response.status).toBe(200);
    const fresh = await editor.post<PreviewLink>(EDITOR_API.previewLink(...GOLD), { number });
    expect((await visit(fresh.body.Result!.urls.tr)).response.status).toBe(200);
  });
});
