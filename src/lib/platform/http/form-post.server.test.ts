import { describe, expect, it } from 'vitest';
import { pageAnswer, pagePost } from './form-post.server';

const post = (body: BodyInit, type = 'application/x-www-form-urlencoded') =>
  new Request('http://store.test/sandbox-bank/3d/x', { method: 'POST', body, headers: { 'Content-Type': type } });

describe('a sandbox page’s own form', () => {
  it('reads a post’s text fields, each cut to 200 characters; a GET has none', async () => {
    const fields = await pagePost(post(new URLSearchParams({ code: ' 123456 ', token: 'x'.repeat(500) })));
    expect(fields).toEqual({ code: ' 123456 ', token: 'x'.repeat(200) });
    expect(await pagePost(new Request('http://store.test/sandbox-bank/3d/x'))).toBeNull();
  });

  it('reads an unreadable body as an empty form, never a fault', async () => {
    expect(await pagePost(post('--broken', 'multipart/form-data; boundary=nothing'))).toEqual({});
  });

  it('answers 404 without a view and is never cached', () => {
    expect(pageAnswer(null)).toEqual({ view: null, status: 404, headers: { 'Cache-Control': 'no-store' } });
    expect(pageAnswer({ kind: 'open' })).toMatchObject({ status: 200, headers: { 'Cache-Control': 'no-store' } });
  });
});
