import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kb } from '../../scripts/bench/_catalog.mjs';
import { browser, outboxCode } from '../../scripts/bench/_session.mjs';
import { scriptWeight } from '../../scripts/bench/_weight.mjs';

// The content editor's own pages may load up to 300 KB of JavaScript after gzip (issue 28): the
// form, CodeMirror, zod and the page's islands together, every module a page may wake included, as
// the shop's page budgets measure it (tests/api/page-budgets.test.ts). A staff member is signed in
// through the staff sign-in and the outbox's code, as the editor would be.

const base = inject('baseUrl');
const EDITOR_JS_KB = 300;
const PUBLISHER = { email: 'publisher@vitrin.example', password: 'Vitrin-Yayin-2026' };
const PAGES = [
  '/editor',
  '/editor/audit',
  '/editor/loyalty/segmentgold',
  '/editor/campaign/yeni-sezon',
  '/editor/home/home',
  '/editor/footer/footer',
];

describe('the editor pages’ budget', () => {
  const staff = browser(base);
  beforeAll(async () => {
    await staff.refreshToken();
    const started = await staff.json('POST', '/editor-api/staff/sign-in', PUBLISHER);
    expect(started.envelope.Success, JSON.stringify(started.envelope)).toBe(true);
    const code = await outboxCode(base, PUBLISHER.email);
    const signed = await staff.json('POST', '/editor-api/staff/code', { RequestId: started.envelope.Result.RequestId, Otp: code });
    expect(signed.envelope.Success, JSON.stringify(signed.envelope)).toBe(true);
  });
  afterAll(() => staff.close());

  it(`loads at most ${EDITOR_JS_KB} KB of JavaScript (gzip) on each editor page, in Turkish and English`, async () => {
    for (const [prefix, languageId] of [
      ['', 1],
      ['/en', 2],
    ] as const) {
      // The language follows its cookie, set by the editor bar's switch (?LanguageId=).
      await staff.send('GET', `/editor?LanguageId=${languageId}`);
      for (const path of PAGES) {
        const page = await staff.send('GET', prefix + path);
        expect(page.status, prefix + path).toBe(200);
        const html = page.text();
        expect(html, `${prefix + path} draws the editor's island`).toMatch(/<astro-island\b/);
        const js = scriptWeight(html);
        expect
          .soft(js.total, `${prefix + path}: JavaScript ${kb(js.total)} over its budget of ${EDITOR_JS_KB} KB`)
          .toBeLessThanOrEqual(EDITOR_JS_KB * 1024);
      }
    }
  });
});
