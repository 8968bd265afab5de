import { request as httpRequest } from 'node:http';
import { ApiClient } from './api-client';
import type { RawAnswer } from './raw-http';

/**
 * A POST of a session of its own (cookie, verification token) whose head has reached the server,
 * which answered 100 Continue, and whose body waits for `send`: a request in flight for as long as
 * a test needs one (a shutdown must finish it).
 */
export async function heldPost(baseUrl: string, path: string, payload: unknown): Promise<{ send: () => Promise<RawAnswer> }> {
  const client = new ApiClient(baseUrl);
  const token = await client.verificationToken();
  const body = JSON.stringify(payload);
  const request = httpRequest(new URL(path, baseUrl), {
    method: 'POST',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
      Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      RequestVerificationToken: token,
      Origin: baseUrl,
    },
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
    request.flushHeaders();
  });
  return {
    send: () => {
      request.end(body);
      return answer;
    },
  };
}
