import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { type Attachment, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for tests: it keeps every message it accepts, parsed, and can be
// told to fail the next messages the ways a relay does. No TLS: the store speaks to a loopback
// relay in clear (ignoreTLS, decided by the transport from the host), so STARTTLS is not offered.

/** What the next message (or sign-in) meets instead of a 250. */
export type Trouble =
  | 'temporary' // 451 after DATA
  | 'permanent' // 550 at RCPT TO: no such mailbox
  | 'rejected' // 554 after DATA
  | 'auth' // 535 at AUTH, even for the right password
  | 'garbage' // an answer after DATA that is not SMTP
  | 'stall'; // DATA read, never answered

/** A message the sink accepted. */
export interface ReceivedMail {
  /** The queue id the sink answered with ("250 OK: queued as …"). */
  queueId: string;
  envelope: { from: string; to: string[] };
  /** Every header, by lowercase name, unfolded, in order. */
  headers: Map<string, string[]>;
  messageId?: string;
  dkimSignature?: string;
  listUnsubscribe?: string;
  contentLanguage?: string;
  subject?: string;
  html?: string;
  text?: string;
  attachments: Attachment[];
  /** The message as it arrived, for checks on its bytes (a DKIM signature). */
  raw: Buffer;
}

export interface SinkOptions {
  /** Port 0 (the default) picks a free one; stop() and start() keep it. */
  port?: number;
  /** When set, only these credentials sign in and sending needs a sign-in. */
  auth?: { user: string; pass: string };
}

const failure = (code: number | string, text: string) => Object.assign(new Error(text), { responseCode: code });

const DATA_TROUBLES: readonly Trouble[] = ['temporary', 'rejected', 'garbage', 'stall'];

async function parse(raw: Buffer, session: SMTPServerSession, queueId: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const headers = new Map<string, string[]>();
  for (const { key, line } of parsed.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers.set(key, [...(headers.get(key) ?? []), value]);
  }
  const mailFrom = session.envelope.mailFrom;
  return {
    queueId,
    envelope: { from: mailFrom ? mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) },
    headers,
    messageId: parsed.messageId,
    dkimSignature: headers.get('dkim-signature')?.[0],
    listUnsubscribe: headers.get('list-unsubscribe')?.[0],
    contentLanguage: headers.get('content-language')?.[0],
    subject: parsed.subject,
    html: parsed.html || undefined,
    text: parsed.text,
    attachments: parsed.attachments,
    raw,
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; start with `await SmtpSink.start()`. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  port: number;
  private readonly troubles: Trouble[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly events = new EventEmitter();
  private server: SMTPServer | undefined;

  private constructor(private readonly options: SinkOptions) {
    this.port = options.port ?? 0;
  }

  /** A started sink. */
  static async start(options: SinkOptions = {}): Promise<SmtpSink> {
    const sink = new SmtpSink(options);
    await sink.start();
    return sink;
  }

  /** The SMTP_URL that reaches it, with its credentials (or others, to see a sign-in fail). */
  url(auth = this.options.auth): string {
    const user = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
    return `smtp://${user}127.0.0.1:${this.port}`;
  }

  /** TCP connections open to it now. */
  get connections(): number {
    return this.sockets.size;
  }

  /** The next `count` messages (sign-ins, for 'auth') meet `trouble`. */
  failNext(trouble: Trouble, count = 1): void {
    for (let i = 0; i < count; i++) this.troubles.push(trouble);
  }

  /** How many accepted messages carry this Message-ID (with or without its angle brackets). */
  countOf(messageId: string): number {
    const id = messageId.replace(/^<|>$/g, '');
    return this.received.filter((mail) => mail.messageId?.replace(/^<|>$/g, '') === id).length;
  }

  /** Resolves with the first accepted message that matches, as soon as it is in; rejects after `timeoutMs`. */
  waitFor(predicate: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 5000): Promise<ReceivedMail> {
    const found = this.received.find(predicate);
    if (found) return Promise.resolve(found);
    return this.until(
      'mail',
      () => this.received.find(predicate),
      timeoutMs,
      () => `no matching message in ${timeoutMs} ms`,
    );
  }

  /** Resolves when exactly `count` connections are open (0: every client has hung up). */
  waitForConnections(count: number, timeoutMs = 5000): Promise<number> {
    if (this.connections === count) return Promise.resolve(count);
    const matched = () => (this.connections === count ? count : undefined);
    return this.until('connections', matched, timeoutMs, () => `${this.connections} connections open, not ${count}, after ${timeoutMs} ms`);
  }

  /** Listens (again) on its port. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = this.create();
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Goes down at once: stops listening and drops every connection, as a crashed relay would. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private until<T>(event: string, check: () => T | undefined, timeoutMs: number, why: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const listener = () => {
        const value = check();
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(why()));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.events.off(event, listener);
      };
      this.events.on(event, listener);
    });
  }

  /** Takes the next trouble when it is one of `kinds`. */
  private take(...kinds: Trouble[]): Trouble | undefined {
    const next = this.troubles[0];
    return next && kinds.includes(next) ? this.troubles.shift() : undefined;
  }

  private create(): SMTPServer {
    const { auth } = this.options;
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: !auth,
      disableReverseLookup: true,
      onAuth: (login, _session, callback) => {
        const refused = this.take('auth') || (auth && (login.username !== auth.user || login.password !== auth.pass));
        if (refused) return callback(failure(535, '5.7.8 Authentication credentials invalid'));
        callback(null, { user: login.username });
      },
      onRcptTo: (_address, _session, callback) => {
        if (this.take('permanent')) return callback(failure(550, '5.1.1 Mailbox unavailable'));
        callback();
      },
      onData: (stream, session, callback) => this.receive(stream, session, callback),
    });
    // A client hanging up mid-session is an 'error' on the server; for a sink it is ordinary.
    server.on('error', () => undefined);
    server.server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => {
        this.sockets.delete(socket);
        this.events.emit('connections');
      });
      this.events.emit('connections');
    });
    return server;
  }

  private receive(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null, message?: string) => void) {
    const trouble = this.take(...DATA_TROUBLES);
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      if (trouble === 'stall') return;
      if (trouble === 'temporary') return callback(failure(451, '4.3.0 Temporary failure, try again later'));
      if (trouble === 'rejected') return callback(failure(554, '5.7.1 Message rejected'));
      // smtp-server writes the code as given: a word in its place makes a line no client can read.
      if (trouble === 'garbage') return callback(failure('HTTP/1.1', '502 Bad Gateway'));
      const queueId = randomBytes(5).toString('hex').toUpperCase();
      try {
        const mail = await parse(Buffer.concat(chunks), session, queueId);
        this.received.push(mail);
        this.events.emit('mail');
        callback(null, `OK: queued as ${queueId}`);
      } catch (error) {
        callback(failure(554, `5.6.0 Unparseable message: ${(error as Error).message}`));
      }
    });
  }
}
