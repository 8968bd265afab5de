import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  IYS_FILTER,
  NETGSM_ACCEPTED,
  NETGSM_SEND_ERRORS,
  NETGSM_SEND_PATH,
  type NetgsmErrorCode,
} from '../../src/lib/platform/notify/sms/netgsm-codes';

// A Netgsm on 127.0.0.1 that speaks the REST v2 send API as Netgsm documents it (decision 0043):
// Basic auth with the account's usercode and password, a JSON body with msgheader, messages
// [{ msg, no }], encoding and iysfilter; 200 { code: "00", jobid } for an accepted job, 406
// { code, jobid: null, description } for a refusal. It checks what Netgsm checks (credentials,
// the registered header, 10-digit numbers, the encoding, the İYS filter against the account) and
// keeps each accepted message's text as the phone would show it. A test can make it fail in each
// documented way, or in the undocumented ones a real provider has (garbage, 500, slow, down).

/** The account the fake serves. */
export interface FakeNetgsmAccount {
  usercode: string;
  password: string;
  /** The registered sender names (msgheader). */
  headers: string[];
  /** The account may send İYS-filtered (commercial) messages; else 50. */
  iys: boolean;
  /** An İYS brand is defined on the account; else 51. */
  brandCode?: string;
  /** Longest text it takes (characters); longer is refused with 20. */
  maxLength: number;
}

/** A message the fake accepted, decoded as the recipient's phone shows it. */
export interface FakeNetgsmMessage {
  jobid: string;
  header: string;
  to: string;
  /** The text as it arrives: without encoding "TR", Turkish letters are replaced by their Latin look-alikes. */
  text: string;
  /** The text exactly as posted. */
  posted: string;
  encoding?: string;
  iysfilter: string;
  commercial: boolean;
}

/** One way to fail the next requests. */
export type FakeNetgsmFault =
  | { kind: 'code'; code: NetgsmErrorCode }
  | { kind: 'garbage' }
  | { kind: 'status'; status: number }
  /**
   * Holds the request this long (default 15 s, beyond PROVIDER_TIMEOUT_SECONDS' 10), then handles it
   * as usual. A request whose client gave up meanwhile is dropped, unless `keep`: then it is accepted
   * all the same, as a provider may do (the late job a retry duplicates).
   */
  | { kind: 'slow'; ms?: number; keep?: boolean }
  /** Resets the connection without an answer, as a provider that is down or unreachable. */
  | { kind: 'down' };

export interface FakeNetgsm {
  /** The address to set as NETGSM_BASE_URL. */
  readonly baseUrl: string;
  readonly account: FakeNetgsmAccount;
  /** The settings a store needs to send through this fake (SMS_PROVIDER, NETGSM_*, SMS_SENDER, IYS_BRAND_CODE). */
  readonly env: Record<string, string>;
  /** Accepted messages, oldest first. */
  readonly messages: FakeNetgsmMessage[];
  /** Every request that reached the fake, faulted ones included. */
  readonly requests: number;
  /** Fails the next `times` requests (all of them by default) in this way. */
  fail(fault: FakeNetgsmFault, times?: number): void;
  /** Answers normally again. */
  heal(): void;
  /** Forgets the messages, the request count, the faults and any held request. */
  reset(): void;
  /** Resolves once this many messages were accepted (rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<FakeNetgsmMessage[]>;
  /** Resolves once this many requests arrived (rejects after `timeoutMs`). */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once no slow request is held any more (each was answered, dropped or kept). */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

// What Netgsm does to a text sent without encoding "TR": letters outside the GSM alphabet become their look-alikes.
const WITHOUT_TR: Record<string, string> = { ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ş: 's', Ş: 'S', ç: 'c' };

const DESCRIPTIONS: Record<NetgsmErrorCode, string> = Object.fromEntries(
  Object.entries(NETGSM_SEND_ERRORS).map(([code, { meaning }]) => [code, meaning]),
) as Record<NetgsmErrorCode, string>;

function json(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed || response.writableEnded) return;
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

function refuse(response: ServerResponse, code: NetgsmErrorCode): void {
  json(response, 406, { code, jobid: null, description: DESCRIPTIONS[code] });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The usercode and password of a Basic Authorization header, if it is one. */
function basicAuth(header: string | undefined): [string, string] | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** Starts a fake Netgsm on 127.0.0.1 (a free port) for one account. */
export async function startFakeNetgsm(options: Partial<FakeNetgsmAccount> = {}): Promise<FakeNetgsm> {
  const account: FakeNetgsmAccount = {
    usercode: '8503001122',
    password: 'fake-netgsm-password',
    headers: ['VITRIN'],
    iys: true,
    brandCode: '123456',
    maxLength: 1_000,
    ...options,
  };
  const messages: FakeNetgsmMessage[] = [];
  const faults: { fault: FakeNetgsmFault; left: number }[] = [];
  const held = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let requests = 0;
  let jobs = 17_000_000;

  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  const nextFault = (): FakeNetgsmFault | undefined => {
    const first = faults[0];
    if (!first) return undefined;
    first.left -= 1;
    if (first.left <= 0) faults.shift();
    return first.fault;
  };

  /** The documented checks of a send, in turn: the refusal code of the first that fails, or the job to accept. */
  const check = (
    authorization: string | undefined,
    raw: string,
  ): NetgsmErrorCode | (Omit<FakeNetgsmMessage, 'jobid' | 'to' | 'text' | 'posted'> & { items: { msg: string; no: string }[] }) => {
    const credentials = basicAuth(authorization);
    if (!credentials || credentials[0] !== account.usercode || credentials[1] !== account.password) return '30';
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return '70';
    }
    if (typeof body !== 'object' || body === null) return '70';
    const { msgheader, messages: posted, encoding, iysfilter } = body as Record<string, unknown>;
    if (typeof msgheader !== 'string' || msgheader === '') return '70';
    if (!account.headers.includes(msgheader)) return '40';
    if (encoding !== undefined && (typeof encoding !== 'string' || encoding.toUpperCase() !== 'TR')) return '70';
    // Netgsm's documentation asks for the filter on every send: 0 when the message is not commercial.
    const filters: string[] = Object.values(IYS_FILTER);
    if (typeof iysfilter !== 'string' || !filters.includes(iysfilter)) return '70';
    const commercial = iysfilter !== IYS_FILTER.informational;
    if (commercial && !account.iys) return '50';
    if (commercial && !account.brandCode) return '51';
    if (!Array.isArray(posted) || posted.length === 0) return '70';
    const items: { msg: string; no: string }[] = [];
    for (const item of posted as unknown[]) {
      const { msg, no } = (item ?? {}) as { msg?: unknown; no?: unknown };
      if (typeof no !== 'string' || !/^5\d{9}$/.test(no) || typeof msg !== 'string') return '70';
      if (msg.trim() === '' || [...msg].length > account.maxLength) return '20';
      items.push({ msg, no });
    }
    return { header: msgheader, encoding: typeof encoding === 'string' ? encoding : undefined, iysfilter, commercial, items };
  };

  /** The documented send, after the faults: a refusal, or the job accepted and its messages kept. */
  const send = (request: IncomingMessage, response: ServerResponse, raw: string): void => {
    const outcome = check(request.headers.authorization, raw);
    if (typeof outcome === 'string') {
      refuse(response, outcome);
      return;
    }
    jobs += 1;
    const jobid = String(jobs);
    const { items, ...job } = outcome;
    for (const { msg, no } of items) {
      const text = job.encoding ? msg : [...msg].map((char) => WITHOUT_TR[char] ?? char).join('');
      messages.push({ jobid, to: no, text, posted: msg, ...job });
    }
    json(response, 200, { code: NETGSM_ACCEPTED, jobid, description: 'queued' });
    notify();
  };

  const server = createServer((request, response) => {
    requests += 1;
    notify();
    void (async () => {
      const raw = await readBody(request).catch(() => undefined);
      if (raw === undefined) return;
      if (request.method !== 'POST' || new URL(request.url ?? '/', 'http://fake').pathname !== NETGSM_SEND_PATH) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
        return;
      }
      const fault = nextFault();
      if (!fault) return send(request, response, raw);
      switch (fault.kind) {
        case 'code':
          return refuse(response, fault.code);
        case 'garbage':
          response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Bakım çalışması</body></html>');
          return;
        case 'status':
          response.writeHead(fault.status, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
          return;
        case 'down':
          request.socket.destroy();
          return;
        case 'slow': {
          let gone = false;
          response.on('close', () => {
            gone = !response.writableEnded;
          });
          const timer = setTimeout(() => {
            held.delete(timer);
            if (!gone || fault.keep) send(request, response, raw);
            notify();
          }, fault.ms ?? 15_000);
          held.add(timer);
          return;
        }
      }
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const waitUntil = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`fake Netgsm: still waiting for ${what} after ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
    });

  const clearHeld = () => {
    for (const timer of held) clearTimeout(timer);
    held.clear();
  };

  return {
    baseUrl,
    account,
    env: {
      SMS_PROVIDER: 'netgsm',
      NETGSM_BASE_URL: baseUrl,
      NETGSM_USERCODE: account.usercode,
      NETGSM_PASSWORD: account.password,
      SMS_SENDER: account.headers[0] ?? '',
      ...(account.brandCode ? { IYS_BRAND_CODE: account.brandCode } : {}),
    },
    messages,
    get requests() {
      return requests;
    },
    fail(fault, times = Number.POSITIVE_INFINITY) {
      faults.push({ fault, left: times });
    },
    heal() {
      faults.length = 0;
    },
    reset() {
      messages.length = 0;
      faults.length = 0;
      requests = 0;
      clearHeld();
      notify();
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      await waitUntil(() => messages.length >= count, `${count} messages`, timeoutMs);
      return messages.slice();
    },
    waitForRequests(count, timeoutMs = 10_000) {
      return waitUntil(() => requests >= count, `${count} requests`, timeoutMs);
    },
    settled(timeoutMs = 30_000) {
      return waitUntil(() => held.size === 0, 'its held requests', timeoutMs);
    },
    async close() {
      clearHeld();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
