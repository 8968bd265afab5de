import { expect } from 'vitest';
import { EDITOR_API, type StaffView } from '@lib/catalogue/content/api';
import type { OtpChallenge } from '@lib/platform/otp/schema';
import { ApiClient } from '../../../support/api-client';
import { latestCode } from '../../account/members/helpers';

/** The demo's staff (src/lib/catalogue/staff/seed.server.ts), as the README lists them. */
export const DEMO_EDITOR = { email: 'editor@vitrin.example', password: 'Vitrin-Editor-2026' } as const;
export const DEMO_PUBLISHER = { email: 'publisher@vitrin.example', password: 'Vitrin-Yayin-2026' } as const;

/** The cookie a staff session rides on over plain HTTP (the test servers'). */
export const STAFF_COOKIE = 'staff_sid';

/** The password step of a staff sign-in: the code's challenge (the code is now in the outbox). */
export async function askForStaffCode(client: ApiClient, who: { email: string; password: string }): Promise<OtpChallenge> {
  const start = await client.post<OtpChallenge>(EDITOR_API.signIn, who);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body.Result!;
}

/**
 * Signs a staff member in through both steps (the code from the outbox) and returns the client,
 * which now carries the staff session's cookie, and who signed in. Reused by the editor's API tests.
 */
export async function signInStaff(who: { email: string; password: string } = DEMO_PUBLISHER, client = new ApiClient()) {
  const challenge = await askForStaffCode(client, who);
  const done = await client.post<StaffView>(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: await latestCode(client, who.email) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { client, staff: done.body.Result! };
}
