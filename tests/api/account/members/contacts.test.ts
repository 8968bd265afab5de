import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '@lib/account/members/schema';
import { ApiClient } from '../../../support/api-client';
import { freshContact, latestCode, PASSWORD, registerCustomer } from './helpers';

interface Info {
  Email: string;
  CellPhone: string;
  IsEmailVerified: boolean;
  IsPhoneVerified: boolean;
}

const info = async (client: ApiClient) => (await client.get<Info>(ACCOUNT_API.info)).body.Result!;
const login = (Username: string, Password = PASSWORD) => new ApiClient().post(ACCOUNT_API.login, { Username, Password });

describe('contacts: a verified owner wins over an unverified claim', () => {
  it('lets the owner of a phone another member saved unverified register with it; the claim is dropped', async () => {
    const claimant = await registerCustomer();
    const { CellPhone } = freshContact();
    expect((await claimant.client.post(ACCOUNT_API.updatePhone, { PhoneNumber: CellPhone })).status).toBe(200);
    expect(await info(claimant.client)).toMatchObject({ CellPhone, IsPhoneVerified: false });

    const owner = await registerCustomer(new ApiClient(), { CellPhone });
    expect(await info(owner.client)).toMatchObject({ CellPhone, IsPhoneVerified: true });
    // The claimant keeps the phone it had verified; the claim on the owner's number is gone.
    expect(await info(claimant.client)).toMatchObject({ CellPhone: claimant.form.CellPhone, IsPhoneVerified: true });
    expect((await login(CellPhone)).status).toBe(200);
    expect((await login(claimant.form.CellPhone as string)).status).toBe(200);
  });

  it('lets a member verify an e-mail another member claimed unverified; the claim is dropped', async () => {
    const claimant = await registerCustomer();
    const owner = await registerCustomer();
    const { Email } = freshContact();
    await claimant.client.post(ACCOUNT_API.updateEmail, { Email });
    const sent = await owner.client.post<{ RequestId: string }>(ACCOUNT_API.sendOtp('new-email'), { Email });
    expect(sent.status).toBe(200);
    const verified = await owner.client.post(ACCOUNT_API.verify('new-email'), {
      Email,
      RequestId: sent.body.Result!.RequestId,
      Otp: await latestCode(owner.client, Email),
    });
    expect(verified.status).toBe(200);
    expect(await info(owner.client)).toMatchObject({ Email, IsEmailVerified: true });
    expect(await info(claimant.client)).toMatchObject({ Email: claimant.form.Email, IsEmailVerified: true });
  });

  it('does not make an unverified claim a way to sign in', async () => {
    const claimant = await registerCustomer();
    const { Email } = freshContact();
    await claimant.client.post(ACCOUNT_API.updateEmail, { Email });
    expect((await login(Email)).body.Exception?.ErrorCode).toBe('LOGIN_FAILED');
    expect((await login(claimant.form.Email as string)).status).toBe(200);
  });
});

describe('contacts: answers do not disclose membership', () => {
  it("answers a change to another member's e-mail or phone as for a free one; only the code's owner settles it", async () => {
    const other = await registerCustomer();
    const { client } = await registerCustomer();
    const free = freshContact();
    const shape = (answer: { status: number; body: { Success: boolean; Message?: string | null; Result?: unknown } }) => ({
      status: answer.status,
      Success: answer.body.Success,
      Message: answer.body.Message,
      keys: Object.keys((answer.body.Result as object | null) ?? {}).sort(),
    });

    const laterTaken = await client.post(ACCOUNT_API.updateEmail, { Email: other.form.Email });
    const laterFree = await client.post(ACCOUNT_API.updateEmail, { Email: free.Email });
    expect(shape(laterTaken)).toEqual(shape(laterFree));
    const phoneTaken = await client.post(ACCOUNT_API.updatePhone, { PhoneNumber: other.form.CellPhone });
    expect(shape(phoneTaken)).toEqual(shape(laterFree));

    const sentTaken = await client.post<{ RequestId: string }>(ACCOUNT_API.sendOtp('new-email'), { Email: other.form.Email });
    const sentFree = await client.post(ACCOUNT_API.sendOtp('new-email'), { Email: free.Email });
    expect(shape(sentTaken)).toEqual(shape(sentFree));

    // The code went to the other member's inbox: a wrong guess answers as for any address, and only
    // whoever reads that inbox learns the address is taken.
    const guess = await client.post(ACCOUNT_API.verify('new-email'), {
      Email: other.form.Email,
      RequestId: sentTaken.body.Result!.RequestId,
      Otp: '000000',
    });
    expect(guess.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    const proven = await client.post(ACCOUNT_API.verify('new-email'), {
      Email: other.form.Email,
      RequestId: sentTaken.body.Result!.RequestId,
      Otp: await latestCode(client, other.form.Email as string),
    });
    expect(proven.body.Exception?.ErrorCode).toBe('CONTACT_TAKEN');
    expect(await info(other.client)).toMatchObject({ Email: other.form.Email, IsEmailVerified: true });
  });
});

describe('contacts: the per-account sign-in limit', () => {
  it('counts the account, not the name typed: five guesses by e-mail and five by phone do not give ten', async () => {
    const { form } = await registerCustomer();
    const client = new ApiClient();
    const codes: unknown[] = [];
    for (const Username of [form.Email, form.CellPhone] as string[]) {
      for (let i = 0; i < 5; i++)
        codes.push((await client.post(ACCOUNT_API.login, { Username, Password: 'Yanlis2024' })).body.Exception?.ErrorCode);
    }
    expect(codes).toEqual([...Array(5).fill('LOGIN_FAILED'), ...Array(5).fill('LOGIN_THROTTLED')]);
  });

  it('still counts an unknown name by itself, so a missing account answers like a present one', async () => {
    const client = new ApiClient();
    const Username = freshContact().Email;
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await client.post(ACCOUNT_API.login, { Username, Password: 'Yanlis2024' })).body.Exception?.ErrorCode);
    expect(codes).toEqual([...Array(5).fill('LOGIN_FAILED'), 'LOGIN_THROTTLED']);
  });
});
