import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { PASSWORD, registerCustomer } from './helpers';

interface Init {
  IsLoggedIn: boolean;
  PageType: string | null;
  ReturnUrl: string;
  OtpMaxTryCount: number;
  EmailVerificationRequired: boolean;
}

describe('the other customer account calls', () => {
  it('customer initialize tells a screen who is there and keeps the returnUrl on this site', async () => {
    const visitor = await new ApiClient().get<Init>('/cop-api/customer/initialize?pageType=login&returnUrl=%2Fcart');
    expect(visitor.body.Result).toEqual({
      IsLoggedIn: false,
      PageType: 'login',
      ReturnUrl: '/cart',
      OtpMaxTryCount: 3,
      EmailVerificationRequired: false,
      // The seller-question calls' public key and client id (docs/behaviour/seller-questions.md#keys-and-headers).
      SfApi: { ApiKey: 'vitrin-sf-public-2026', ClientId: 'vitrin-web' },
    });
    const offsite = await new ApiClient().get<Init>('/cop-api/customer/initialize?returnUrl=https%3A%2F%2Fevil.example');
    expect(offsite.body.Result?.ReturnUrl).toBe('/');
    const { client } = await registerCustomer();
    expect((await client.get<Init>('/cop-api/customer/initialize')).body.Result?.IsLoggedIn).toBe(true);
  });

  it('ValidateCustomerInfo checks the form by the shared rules and saves nothing', async () => {
    const { client } = await registerCustomer();
    const bad = await client.post('/cop-api/customer/validate-info', {
      FirstName: 'A',
      LastName: 'Kaya',
      GenderId: 1,
      birthDay: '31/02/1990',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.Exception!.FieldErrors!).sort()).toEqual(['FirstName', 'birthDay']);
    const good = await client.post('/cop-api/customer/validate-info', {
      FirstName: 'Deniz',
      LastName: 'Kaya',
      GenderId: 1,
      birthDay: '01/02/1990',
    });
    expect(good.body).toMatchObject({ Success: true, Result: { IsValid: true } });
    const info = await client.get<{ FirstName: string }>('/cop-api/customer/info');
    expect(info.body.Result?.FirstName).toBe('Zeynep');
  });

  it('update birthday saves the date alone and refuses an under-18 one', async () => {
    const { client } = await registerCustomer();
    const young = await client.post('/cop-api/customer/update-birthday', { birthDay: `01/01/${new Date().getFullYear() - 17}` });
    expect(young.status).toBe(400);
    expect(young.body.Exception?.FieldErrors).toHaveProperty('birthDay');
    expect((await client.post('/cop-api/customer/update-birthday', { birthDay: '15/06/1985' })).status).toBe(200);
    expect((await client.get<{ birthDay: string }>('/cop-api/customer/info')).body.Result?.birthDay).toBe('15/06/1985');
    expect((await new ApiClient().post('/cop-api/customer/update-birthday', { birthDay: '15/06/1985' })).body.Exception?.ErrorCode).toBe(
      'SESSION_TIMEOUT',
    );
  });

  it('CreateVerificationToken hands out the session token; mobile login signs in like the web', async () => {
    const { form } = await registerCustomer();
    const app = new ApiClient();
    const token = await app.get<{ Token: string }>('/cop-api/customer/create-verification-token');
    expect(token.body.Result?.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signedIn = await app.post(
      '/cop-api/customer/mobile-login',
      { Username: form.Email, Password: PASSWORD },
      { token: token.body.Result!.Token },
    );
    expect(signedIn.body).toMatchObject({ Success: true, Result: { ForcePasswordChange: false } });
  });
});
