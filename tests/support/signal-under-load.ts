import { ApiClient } from './api-client';
import { openConnection } from './raw-http';
import type { RunningServer } from './server';

/** What a connection received before it closed, in short: the status line of its answer, or the error that ended it. */
export interface Outcome {
  status: string;
  /** Whether the answer told the client to close the connection. */
  closes: boolean;
}

/**
 * Opens `count` connections of their own (kept alive, as a balancer's are) and one more, sends a
 * sign-in with a wrong password on each of the first at once, and SIGTERM to the server as soon as
 * every request is written. Every request has then reached the server, most not read yet: their
 * connection waits in the listening socket's backlog, or their bytes in its buffer, while the first
 * ones keep the event loop busy (a password hash each). Each sign-in names an account of its own
 * that does not exist (a hash all the same), so no account's failure cap answers instead.
 * Answers each sign-in's outcome, and what the connection that sent nothing received.
 */
export async function signInsThenSignal(server: RunningServer, count: number): Promise<{ signIns: Outcome[]; silent: Outcome }> {
  const client = new ApiClient(server.url);
  const token = await client.verificationToken();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const signIn = (i: number) => {
    const body = JSON.stringify({ Username: `nobody-${i}@vitrin.example`, Password: 'Yanlis2024' });
    return [
      'POST /cop-api/customer/login HTTP/1.1',
      `Host: ${new URL(server.url).host}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: ${cookie}`,
      `RequestVerificationToken: ${token}`,
      `Origin: ${server.url}`,
      '',
      body,
    ].join('\r\n');
  };
  const [silent, ...senders] = await Promise.all(Array.from({ length: count + 1 }, () => openConnection(server.url)));
  await Promise.all(senders.map((connection, i) => connection.write(signIn(i))));
  server.process.kill('SIGTERM');
  const outcome = ({ received, error }: { received: string; error?: string }): Outcome => ({
    status: error ?? received.slice(0, Math.max(0, received.indexOf('\r\n'))),
    closes: received.toLowerCase().includes('\r\nconnection: close\r\n'),
  });
  const [signIns, quiet] = await Promise.all([
    Promise.all(senders.map(async (connection) => outcome(await connection.closed))),
    silent!.closed,
  ]);
  return { signIns, silent: outcome(quiet) };
}
