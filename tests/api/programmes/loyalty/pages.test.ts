import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../src/lib/platform/money/format';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';

// The loyalty pages as a browser gets them: the programme for everyone, the member's standing for
// a member in the club, the way home for a member outside it, and Club & More for members only.

const html = async (client: ApiClient, path: string) => {
  const response = await client.request(path, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: response.status === 200 ? await response.text() : '',
  };
};

async function signedIn(username: string, password: string): Promise<ApiClient> {
  const client = new ApiClient();
  const login = await client.post('/cop-api/customer/login', { Username: username, Password: password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  client.forgetToken();
  return client;
}

describe('The One and Club & More pages', () => {
  it('shows a visitor the six segments and a way to sign in, in both languages', async () => {
    const tr = await html(new ApiClient(), '/customer/the-one');
    expect(tr.status).toBe(200);
    for (const text of ['Segmentler', 'Her 100 TL için 4 puan', 'Yıllık 50.000,00 TL harcamadan itibaren', '/customer/login?returnUrl='])
      expect(tr.text).toContain(text);
    const en = await html(new ApiClient(), '/en/customer/the-one');
    for (const text of ['Segments', '4 points per 100 TL', `From ${formatPrice(5_000_000)} a year`]) expect(en.text).toContain(text);
  });

  it('shows the demo member her segment, points and statement', async () => {
    const page = await html(await signedIn('ayse@vitrin.example', 'Vitrin2024'), '/en/customer/the-one');
    expect(page.status).toBe(200);
    for (const text of ['Your membership', 'Gold', '7000 **** **** 0011', 'Latest activity', 'Send my statement by e-mail'])
      expect(page.text).toContain(text);
    expect(page.text).not.toContain('data-home-notice');
  });

  it('sends a member outside the club home with the notice, on both pages', async () => {
    const outside = await signedIn('selin@vitrin.example', 'Vitrin2024');
    for (const path of ['/customer/the-one', '/customer/club-more']) {
      const page = await html(outside, path);
      expect(page.status, `${path} ${page.location}`).toBe(200);
      expect(page.text).toContain('data-home-notice');
      expect(page.text).not.toContain('loyalty-card');
    }
    const { client } = await registerCustomer();
    const member = await html(client, '/customer/club-more');
    expect(member.text).toContain('Üyeliğiniz');
    expect(member.text).not.toContain('data-home-notice');
  });

  it('keeps Club & More for members: a visitor is sent to sign in', async () => {
    const page = await html(new ApiClient(), '/customer/club-more');
    expect(page.status).toBe(302);
    expect(page.location).toContain('/customer/login?returnUrl=');
  });
});
