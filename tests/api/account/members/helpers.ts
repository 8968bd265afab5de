import type { Challenge } from 'altcha-lib';
import { expect } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { solveCaptcha } from '../../../support/captcha';
import { freshDigits } from '../../../support/fresh';

export { solveCaptcha };

/** A fresh e-mail and phone per call, so tests on the shared server never collide. */
export function freshContact() {
  const n = freshDigits();
  return { Email: `user${n}@test.example`, CellPhone: `53${n}` };
}

export const PASSWORD = 'Guclu2024';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    FirstName: 'Zeynep',
    LastName: 'Kaya',
    ...freshContact(),
    GenderId: 1,
    birthDay: '05/03/1990',
    NewPassword: PASSWORD,
    ConfirmNewPassword: PASSWORD,
    MembershipAgreement: true,
    ReceiveCampaignMessages: true,
    ...overrides,
  };
}

/** The code in the newest outbox message to a recipient. */
export async function latestCode(client: ApiClient, recipient: string): Promise<string> {
  const { body } = await client.get<{ body: string }[]>(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`);
  const code = /\b(\d{6})\b/.exec(body.Result?.[0]?.body ?? '')?.[1];
  expect(code, `a code sent to ${recipient}`).toBeTruthy();
  return code!;
}

/** Starts a registration, solving the bot check when the server asks for it. */
export async function startRegistration(client: ApiClient, form: Record<string, unknown>) {
  let start = await client.post<{ RequestId: string; Step: string; Challenge?: Challenge }>('/cop-api/customer/register', form);
  if (start.body.Exception?.ErrorCode === 'CAPTCHA_REQUIRED') {
    start = await client.post('/cop-api/customer/register', { ...form, recaptchaToken: await solveCaptcha(start.body.Result!.Challenge!) });
  }
  return start;
}

/** Registers through both code steps and returns the signed-in client and its details. */
export async function registerCustomer(client = new ApiClient(), overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  const start = await startRegistration(client, form);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(start.body.Result!.Step).toBe('phone');
  const phone = await client.post<{ RequestId: string; Step: string }>('/cop-api/customer/verify-new-customer-phone', {
    RequestId: start.body.Result!.RequestId,
    Otp: await latestCode(client, form.CellPhone as string),
  });
  expect(phone.body.Result!.Step).toBe('email');
  const email = await client.post<{ RedirectUrl: string }>('/cop-api/customer/verify-new-customer-email', {
    RequestId: phone.body.Result!.RequestId,
    Otp: await latestCode(client, form.Email as string),
    returnUrl: '/customer/address',
  });
  expect(email.status, JSON.stringify(email.body)).toBe(200);
  client.forgetToken();
  return { client, form, redirect: email.body.Result!.RedirectUrl };
}
