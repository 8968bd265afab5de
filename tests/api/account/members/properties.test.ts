import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from './helpers';

// The small account calls the screens ask before drawing: permission, guest order properties and
// the session heartbeat.

describe('permission, guest order properties and the session heartbeat', () => {
  it('tells a visitor and a member what they may open', async () => {
    const visitor = await new ApiClient().get('/cop-api/customer/permission');
    expect(visitor.body.Result).toEqual({
      IsAuthenticated: false,
      CustomerId: null,
      Areas: [],
      HasGuestOrders: false,
      MustChangePassword: false,
    });
    const { client } = await registerCustomer();
    const member = await client.get<{ IsAuthenticated: boolean; Areas: string[] }>('/cop-api/customer/permission');
    expect(member.body.Result).toMatchObject({ IsAuthenticated: true, CustomerId: expect.any(Number), MustChangePassword: false });
    expect(member.body.Result!.Areas).toEqual(expect.arrayContaining(['orders', 'loyalty', 'reborn', 'messages', 'repair']));
  });

  it('answers guest order properties only for a guest’s own orders', async () => {
    const visitor = await new ApiClient().get('/cop-api/customer/guest-order-properties');
    expect(visitor.body.Result).toEqual({ IsGuest: true, OrderCount: 0, CanCreateAccount: false, CanSignIn: false, StoreMatch: null });
    const { client } = await registerCustomer();
    const member = await client.get('/cop-api/customer/guest-order-properties');
    expect(member.body.Result).toMatchObject({ IsGuest: false, OrderCount: 0 });
  });

  it('counts a session’s page views and says how long it lives; bad pages are refused', async () => {
    const client = new ApiClient();
    const first = await client.post<{ PageViews: number; ExpiresInSeconds: number; IsAuthenticated: boolean }>(
      '/cop-api/customer/track-session',
      {
        Page: '/cart',
      },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await client.post<{ PageViews: number }>('/cop-api/customer/track-session', { Page: '/customer/the-one' });
    expect(second.body.Result!.PageViews).toBe(first.body.Result!.PageViews + 1);
    expect(first.body.Result!.IsAuthenticated).toBe(false);
    expect(first.body.Result!.ExpiresInSeconds).toBeGreaterThan(0);
    for (const Page of ['', 'https://evil.example/', 'x'.repeat(3000)]) {
      expect((await client.post('/cop-api/customer/track-session', { Page })).status).toBe(400);
    }
    const parallel = await Promise.all(Array.from({ length: 10 }, () => client.post('/cop-api/customer/track-session', { Page: '/' })));
    expect(parallel.every((answer) => answer.status === 200)).toBe(true);
  });
});
