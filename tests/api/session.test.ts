import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

describe('sessions', () => {
  it('are created only when needed, in an HttpOnly SameSite=Lax cookie holding a 256-bit id', async () => {
    const client = new ApiClient();
    const page = await client.request('/');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    const answer = await client.request('/cop-api/session');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(client.cookies.get('sid')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('hand a personal page its verification token once the visitor has one; a kept page never', async () => {
    const client = new ApiClient();
    const token = await client.verificationToken();
    const html = await (await client.request('/cart')).text();
    expect(html).toContain(`<meta name="request-verification-token" content="${token}">`);
    expect(await (await client.request('/')).text()).not.toContain('request-verification-token');
  });

  it('use the __Host- cookie behind HTTPS', async () => {
    const answer = await new ApiClient().request('/cop-api/session', { headers: { 'X-Forwarded-Proto': 'https' } });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='));
    expect(cookie).toMatch(/Secure/);
  });

  it('end on logout: the cookie is cleared and the old id is worthless', async () => {
    const client = new ApiClient();
    await client.post('/cop-api/partner-guid', { Partner: 'before' });
    const sid = client.cookies.get('sid')!;
    const out = await client.post('/cop-api/customer/logout');
    expect(out.body.Success).toBe(true);
    expect(client.cookies.has('sid')).toBe(false);
    const replay = new ApiClient();
    replay.cookies.set('sid', sid);
    expect((await replay.get('/cop-api/partner-guid')).body.Result).toBeNull();
  });
});
