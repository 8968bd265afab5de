import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { freshContact, latestCode, registerCustomer } from './helpers';

interface Info {
  FirstName: string;
  CellPhone: string;
  Email: string;
  birthDay: string;
  Day: string;
  IsPhoneVerified: boolean;
  IsEmailVerified: boolean;
  ExternalSystemCode: string;
  Reminders: { phone: boolean; email: boolean };
}

describe('account information', () => {
  it('carries the customer’s ExternalSystemCode (docs/behaviour/accounts.md#account-information): readable, stable, each member their own', async () => {
    const a = await registerCustomer();
    const b = await registerCustomer();
    const codeOf = async (client: ApiClient) => (await client.get<Info>('/cop-api/customer/info')).body.Result!.ExternalSystemCode;
    const code = await codeOf(a.client);
    expect(code).toMatch(/^VM-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(await codeOf(a.client)).toBe(code);
    expect(await codeOf(b.client)).not.toBe(code);
  });

  it('saves the profile, refusing an under-18 birth date and a repeated-character name', async () => {
    const { client } = await registerCustomer();
    const bad = await client.post('/cop-api/customer/info', {
      FirstName: 'Aaaayşe',
      LastName: 'Kaya',
      GenderId: 1,
      birthDay: `01/01/${new Date().getFullYear() - 10}`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Exception!.ErrorCode).toBe('FIRSTNAME_HAS_TOO_MANY_REPEATED_CHARACHTER');
    expect(Object.keys(bad.body.Exception!.FieldErrors!).sort()).toEqual(['FirstName', 'birthDay']);
    const ok = await client.post<Info>('/cop-api/customer/info', {
      FirstName: 'Ayşe Nur',
      LastName: 'Kaya',
      GenderId: 1,
      birthDay: '31/12/1930',
    });
    expect(ok.body.Result).toMatchObject({ FirstName: 'Ayşe Nur', birthDay: '31/12/1930', Day: '31' });
  });

  it('asks for a birth date when the form has no phone, and for neither when it has one', async () => {
    const { client, form } = await registerCustomer();
    const profile = { FirstName: 'Elif', LastName: 'Kaya', GenderId: 1, birthDay: '' };
    const neither = await client.post('/cop-api/customer/info', { ...profile, CellPhone: '' });
    expect(neither.status).toBe(400);
    expect(Object.keys(neither.body.Exception!.FieldErrors!)).toEqual(['birthDay']);
    const withPhone = await client.post<Info>('/cop-api/customer/info', { ...profile, CellPhone: form.CellPhone });
    expect(withPhone.status, JSON.stringify(withPhone.body)).toBe(200);
    expect(withPhone.body.Result).toMatchObject({ FirstName: 'Elif', birthDay: '' });
  });

  it('changes the phone with a code sent to the new number', async () => {
    const { client } = await registerCustomer();
    const { CellPhone } = freshContact();
    const sent = await client.post<{ RequestId: string }>('/cop-api/customer/send-otp/new-phone', { PhoneNumber: CellPhone });
    expect(sent.status).toBe(200);
    const verified = await client.post('/cop-api/customer/verify/new-phone', {
      PhoneNumber: CellPhone,
      RequestId: sent.body.Result!.RequestId,
      Otp: await latestCode(client, CellPhone),
    });
    expect(verified.status).toBe(200);
    expect((await client.get<Info>('/cop-api/customer/info')).body.Result).toMatchObject({ CellPhone, IsPhoneVerified: true });
  });

  it('postpones: verify later saves the e-mail unverified, remind me later quiets the reminder', async () => {
    const { client } = await registerCustomer();
    const { Email } = freshContact();
    const later = await client.post('/cop-api/customer/update-email', { Email });
    expect(later.body).toMatchObject({ Success: true, Message: 'Bilginiz kaydedildi; doğrulamayı daha sonra yapabilirsiniz.' });
    expect((await client.get<Info>('/cop-api/customer/info')).body.Result).toMatchObject({
      Email,
      IsEmailVerified: false,
      Reminders: { email: true, phone: false },
    });
    await client.post('/cop-api/customer/remind-later', { Contact: 'email' });
    expect((await client.get<Info>('/cop-api/customer/info')).body.Result!.Reminders.email).toBe(false);
    const sent = await client.post<{ RequestId: string }>('/cop-api/customer/send-otp/email', {});
    expect(
      (
        await client.post('/cop-api/customer/verify/email', {
          RequestId: sent.body.Result!.RequestId,
          Otp: await latestCode(client, Email),
        })
      ).status,
    ).toBe(200);
    expect((await client.get<Info>('/cop-api/customer/info')).body.Result!.IsEmailVerified).toBe(true);
  });

  it('saves the three communication preferences, and refuses an incomplete list', async () => {
    const { client } = await registerCustomer();
    const list = [
      { CommunicationType: 1, Preference: false },
      { CommunicationType: 2, Preference: true },
      { CommunicationType: 3, Preference: false },
    ];
    expect((await client.post('/cop-api/customer/communication-preferences', { CommunicationPreferences: list })).status).toBe(200);
    expect(
      (await client.get<{ CommunicationPreferences: unknown }>('/cop-api/customer/communication-preferences')).body.Result!
        .CommunicationPreferences,
    ).toEqual(list);
    expect((await client.post('/cop-api/customer/communication-preferences', { CommunicationPreferences: list.slice(0, 2) })).status).toBe(
      400,
    );
    expect((await new ApiClient().get('/cop-api/customer/communication-preferences')).status).toBe(401);
  });
});
