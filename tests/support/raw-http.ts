import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** An answer read whole. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request through node:http, for what fetch() does not allow: another Host header, a chunked
 * body fed piece by piece, a head sent without its body. `feed` writes the body and may stop early.
 */
export function rawRequest(
  base: string,
  path: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    body?: string | Buffer;
    /** Writes the body; `write` resolves false once the server has answered, `answered` resolves then. */
    feed?: (write: (chunk: Buffer) => Promise<boolean>, answered: Promise<void>) => Promise<void>;
  } = {},
): Promise<RawAnswer & { sent: number }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let onAnswer = () => {};
    const answer = new Promise<void>((done) => (onAnswer = done));
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      answered = true;
      onAnswer();
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (options.feed) {
      // Writes until the server answers; false once it has, so the feed can stop.
      const write = (chunk: Buffer) =>
        new Promise<boolean>((done) => {
          if (answered || req.destroyed) return done(false);
          sent += chunk.length;
          if (req.write(chunk)) done(true);
          else req.once('drain', () => done(!answered));
        });
      void options.feed(write, answer).then(() => (answered ? req.destroy() : req.end()));
    } else req.end(options.body);
  });
}

/** Sends raw bytes on a new connection and returns what comes back before the server closes it. */
export function rawExchange(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A connection of its own, open: what it received and how it ended once the server closes it. */
export interface OpenConnection {
  /** Writes bytes; resolves once they are handed to the system (on this machine, in the server's socket buffer). */
  write(bytes: string): Promise<void>;
  /** Resolves when the connection has closed: everything received, and the error that ended it, if any. */
  closed: Promise<{ received: string; error?: string }>;
}

/** Opens a connection and resolves once it is established (the server need not have accepted it yet). */
export function openConnection(base: string): Promise<OpenConnection> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let received = '';
    let error: string | undefined;
    const socket = connect(Number(port), hostname);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    const closed = new Promise<{ received: string; error?: string }>((done) =>
      socket.once('close', () => done(error === undefined ? { received } : { received, error })),
    );
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({
        write: (bytes) => new Promise((done, fail) => socket.write(bytes, (failure) => (failure ? fail(failure) : done()))),
        closed,
      });
    });
  });
}
