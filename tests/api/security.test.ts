import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

describe('state-changing calls', () => {
  it('are refused with 403 without the verification header, and change nothing', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    const refused = await client.post('/cop-api/partner-guid', { Partner: 'atelier' }, { token: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Success: false, Exception: { ErrorCode: 'E101' } });
    expect((await client.get('/cop-api/partner-guid')).body.Result).toBeNull();
  });

  it('are refused with a wrong token or from another origin', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    expect((await client.post('/cop-api/partner-guid', { Partner: 'a' }, { token: 'x'.repeat(43) })).status).toBe(403);
    expect((await client.post('/cop-api/partner-guid', { Partner: 'a' }, { origin: 'https://evil.example' })).status).toBe(403);
    const crossSite = await client.request('/cop-api/partner-guid', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'cross-site',
        RequestVerificationToken: await client.verificationToken(),
      },
      body: JSON.stringify({ Partner: 'a' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await client.get('/cop-api/partner-guid')).body.Result).toBeNull();
  });

  it('a token from another session does not work', async () => {
    const mallory = new ApiClient();
    const victim = new ApiClient();
    const stolen = await mallory.verificationToken();
    await victim.verificationToken();
    expect((await victim.post('/cop-api/partner-guid', { Partner: 'a' }, { token: stolen })).status).toBe(403);
  });

  it('go through with the token from the same origin', async () => {
    const client = new ApiClient();
    const created = await client.post<{ Partner: string; Guid: string }>('/cop-api/partner-guid', { Partner: 'atelier_7' });
    expect(created.status).toBe(200);
    expect(created.body.Result).toMatchObject({ Partner: 'atelier_7', Guid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await client.get('/cop-api/partner-guid')).body.Result).toEqual(created.body.Result);
  });
});

describe('input validation', () => {
  it('answers malformed input with 400 and field errors in the shopper language, changing nothing', async () => {
    const client = new ApiClient();
    const tr = await client.post('/cop-api/partner-guid', { Partner: '' });
    expect(tr.status).toBe(400);
    expect(tr.body).toMatchObject({
      Success: false,
      Exception: { ErrorCode: 'VALIDATION_ERROR', FieldErrors: { Partner: 'İş ortağı alanı zorunludur.' } },
    });

    client.cookies.set('LanguageId', '2');
    const en = await client.post('/cop-api/partner-guid', { Partner: 'no spaces allowed' });
    expect(en.status).toBe(400);
    expect(en.body.Exception?.FieldErrors).toEqual({ Partner: 'Partner is not valid.' });

    const broken = await client.post('/cop-api/partner-guid', undefined, { raw: '{"Partner":' });
    expect(broken.status).toBe(400);
    expect(broken.body.Exception?.ErrorCode).toBe('MALFORMED_REQUEST');

    const wrongType = await client.post('/cop-api/partner-guid', { Partner: 42 });
    expect(wrongType.status).toBe(400);
    expect((await client.get('/cop-api/partner-guid')).body.Result).toBeNull();
  });

  it('validates queries too', async () => {
    const client = new ApiClient();
    const answer = await client.get('/cop-api/localization?lang=de');
    expect(answer.status).toBe(400);
    expect(answer.body.Exception?.FieldErrors).toHaveProperty('lang');
  });
});

describe('responses', () => {
  it('carry the security headers, and API answers are never cached', async () => {
    const client = new ApiClient();
    const page = await client.request('/');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const api = await client.request('/cop-api/session');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers HSTS behind HTTPS', async () => {
    const page = await new ApiClient().request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('answers unknown API paths with 404 in the envelope', async () => {
    const answer = await new ApiClient().get('/cop-api/no-such-call');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ Success: false, Exception: { ErrorCode: 'E104' } });
  });
});
