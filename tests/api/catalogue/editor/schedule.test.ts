import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_API, type PageDetail, type PreviewLink, type PublicationView, type SaveResult } from '@lib/catalogue/content/api';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { edited, loadPage, marker, saveOver, staffClient, visit } from './content-helpers';

// Publishing at a moment ahead on the store's clock, on a server of this file's own whose clock
// the test moves: the page goes live at that moment (no job, no write), a cancelled schedule
// never does, and a preview link stops working when it expires.

let server: RunningServer;
let publisher: ApiClient;
/** How far the test moved the server's clock, in ms. */
let moved = 0;
const storeNow = () => Date.now() + moved;
const hours = (n: number) => n * 60 * 60 * 1000;

async function moveClock(ms: number) {
  // The test clock moves at most a day a call.
  for (let left = Math.ceil(ms / 1000); left > 0; left -= 86_400) {
    const answer = await new ApiClient(server.url).post('/cop-api/test/clock', { seconds: Math.min(left, 86_400) });
    expect(answer.status).toBe(200);
  }
  moved += Math.ceil(ms / 1000) * 1000;
  // A staff session ends after two idle hours on that clock too: sign in again.
  publisher = await staffClient('publisher', server.url);
}

/** A date as a campaign's fields take it, in Istanbul. */
const istanbulDay = (at: number) => new Date(at + hours(3)).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1', SEED_DEMO: 'always' });
  publisher = await staffClient('publisher', server.url);
}, 120_000);
afterAll(async () => server?.stop());

describe('a schedule on the store’s clock', () => {
  it('brings a new campaign page live at its moment, and lists it with the running campaigns', async () => {
    const template = await loadPage(publisher, 'campaign', 'yaz-indirimi');
    const slug = marker('cuma-');
    const banner = marker('Cuma');
    const dates = { startsAt: istanbulDay(storeNow()), endsAt: istanbulDay(storeNow() + hours(24 * 30)), campaignId: 991 };
    const document = edited(template.latest.document, {
      tr: { data: { ...dates, title: banner, banner } },
      en: { data: { ...dates, title: `${banner}EN`, banner: `${banner}EN` } },
    });
    const created = await publisher.post<SaveResult>(EDITOR_API.pages, { kind: 'campaign', slug, document });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const at = new Date(storeNow() + hours(2));
    const scheduled = await publisher.post<PublicationView>(EDITOR_API.publish('campaign', slug), { number: 1, at: at.toISOString() });
    expect(scheduled.body.Result).toMatchObject({ action: 'schedule', liveFrom: at.toISOString() });
    const list = await publisher.get<{ pages: { slug: string; state: string; scheduledAt: string | null }[] }>(EDITOR_API.pages);
    expect(list.body.Result!.pages.find((page) => page.slug === slug)).toMatchObject({ state: 'scheduled', scheduledAt: at.toISOString() });

    const path = `/campaigns/${slug}`;
    expect((await visit(path, server.url)).response.status).toBe(404);
    expect((await visit('/sitemap.xml', server.url)).html).not.toContain(path);
    const listing = await visit('/campaigns', server.url);
    expect(listing.html).not.toContain(banner);
    expect((await visit('/campaigns', server.url)).kept).toBe('hit');

    await moveClock(hours(2) - 60_000);
    expect((await visit(path, server.url)).response.status).toBe(404);
    await moveClock(2 * 60_000);
    const live = await visit(path, server.url);
    expect(live.response.status).toBe(200);
    expect(live.html).toContain(banner);
    expect((await visit(`/en${path}`, server.url)).html).toContain(`${banner}EN`);
    const renewed = await visit('/campaigns', server.url);
    expect(renewed.kept).toBe('miss');
    expect(renewed.html).toContain(banner);
    expect((await visit('/sitemap.xml', server.url)).html).toContain(`${path}</loc>`);
    expect((await loadPage(publisher, 'campaign', slug)).liveNumber).toBe(1);
  });

  it('refuses a moment already past, and never publishes a cancelled schedule', async () => {
    const detail: PageDetail = await loadPage(publisher, 'loyalty', 'segmentplatinum');
    const past = await publisher.post(EDITOR_API.publish('loyalty', 'segmentplatinum'), {
      number: detail.latest.number,
      at: new Date(storeNow() - hours(1)).toISOString(),
    });
    expect([past.status, past.body.Exception?.ErrorCode]).toEqual([400, 'CONTENT_SCHEDULE_PAST']);

    const title = marker('İptal');
    const saved = await saveOver(publisher, detail, edited(detail.latest.document, { tr: { data: { title } } }));
    const scheduled = await publisher.post<PublicationView>(EDITOR_API.publish('loyalty', 'segmentplatinum'), {
      number: saved.number,
      at: new Date(storeNow() + hours(1)).toISOString(),
    });
    const id = scheduled.body.Result!.id;
    expect((await publisher.post(EDITOR_API.cancelSchedule('loyalty', 'segmentplatinum', id), {})).status).toBe(200);
    // Once cancelled it is no longer ahead: a second cancel finds nothing.
    expect((await publisher.post(EDITOR_API.cancelSchedule('loyalty', 'segmentplatinum', id), {})).status).toBe(404);
    await moveClock(hours(2));
    expect((await visit('/content/loyalty-segmentplatinum', server.url)).html).not.toContain(title);
    const audit = (await loadPage(publisher, 'loyalty', 'segmentplatinum')).publications.find((row) => row.id === id)!;
    expect(audit.cancelledAt).not.toBeNull();
    expect(audit.cancelledBy).toBeTruthy();
  });

  it('stops a preview link at its expiry', async () => {
    const detail = await loadPage(publisher, 'loyalty', 'segmentvip');
    const link = await publisher.post<PreviewLink>(EDITOR_API.previewLink('loyalty', 'segmentvip'), { number: detail.latest.number });
    const url = link.body.Result!.urls.tr;
    expect((await visit(url, server.url)).response.status).toBe(200);
    await moveClock(Date.parse(link.body.Result!.expiresAt) - storeNow() + 60_000);
    expect((await visit(url, server.url)).response.status).toBe(410);
  });
});
