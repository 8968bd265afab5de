import { expect } from 'vitest';
import { DATA_EXPORT_API, type DataExportView } from '../../../../src/lib/app/data-export/schema';
import type { OtpChallenge } from '../../../../src/lib/platform/otp/schema';
import type { ApiClient } from '../../../support/api-client';
import { latestCode } from '../../account/members/helpers';

// A member's data on request, as the page asks for it: the code to the phone, the request, the
// state until the file is ready, and the one-time download.

/** Sends the request's code; the answer. */
export const sendCode = (client: ApiClient) => client.post<OtpChallenge>(DATA_EXPORT_API.sendCode);

/** Answers a code; the answer (the request's state on success). */
export const confirm = (client: ApiClient, RequestId: string, Otp: string) =>
  client.post<DataExportView | null>(DATA_EXPORT_API.request, { RequestId, Otp });

/** The member's latest request. */
export async function stateOf(client: ApiClient): Promise<DataExportView | null> {
  const answer = await client.get<DataExportView | null>(DATA_EXPORT_API.state);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result ?? null;
}

/** Asks for the member's data with the code from the outbox; the started request. */
export async function requestData(client: ApiClient, phone: string): Promise<DataExportView> {
  const sent = await sendCode(client);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const started = await confirm(client, sent.body.Result!.RequestId, await latestCode(client, phone));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.Result!;
}

/** Waits until the latest request is ready (built in the background); its state. */
export async function readyState(client: ApiClient): Promise<DataExportView> {
  await expect.poll(async () => (await stateOf(client))?.Status, { timeout: 20_000, interval: 100 }).toBe('ready');
  return (await stateOf(client))!;
}
