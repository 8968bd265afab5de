// Shared by the benchmarks: a shopper's browser on a running server, each with a cookie jar, the
// session's verification token and one kept-alive socket, timing every call. node:http, not fetch:
// undici costs about 1.5 ms of the client's CPU per call here, which on 2 cores would be measured
// as the server's latency; for the same reason a body is decoded only when its text is asked for.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** A desktop and a phone browser's User-Agent, as the store tells devices apart. */
export const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  phone: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
};

/** What a browser asks for; the store answers br (compression 1.8 prefers it). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
const API = /^\/(?:en\/)?(?:cop-api|order-web-bff|prc-web-bff|sf-api)\//;

/**
 * A browser of its own on `url`. `send(method, path, body)` answers { ms, status, bytes, text() }
 * (bytes as they came over the wire), keeping the cookies the server sets; JSON calls carry the
 * verification header and Origin as the islands' client sends them. `compressed` asks for
 * compressed answers as a browser does; `userAgent` picks the device.
 */
export function browser(url, { compressed = false, userAgent, timeoutMs = 30_000 } = {}) {
  const jar = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const self = {
    token: '',
    cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    send(method, path, body) {
      const api = API.test(path);
      const headers = { Accept: api ? 'application/json' : 'text/html', Origin: url };
      if (jar.size > 0) headers.Cookie = self.cookie();
      if (self.token) headers.RequestVerificationToken = self.token;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (compressed) headers['Accept-Encoding'] = BROWSER_ENCODINGS;
      if (userAgent) headers['User-Agent'] = userAgent;
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const request = http.request(url + path, { method, headers, agent }, (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const ms = performance.now() - started;
            keep(answer.headers['set-cookie']);
            const raw = Buffer.concat(chunks);
            const decode = DECODE[answer.headers['content-encoding']];
            resolve({
              ms,
              status: answer.statusCode,
              headers: answer.headers,
              bytes: raw.length,
              text: () => String(decode ? decode(raw) : raw),
            });
          });
          answer.on('error', reject);
        });
        request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
        request.on('error', reject);
        request.end(body === undefined ? undefined : JSON.stringify(body));
      });
    },
    /** A JSON call's answer with its envelope read. */
    async json(method, path, body) {
      const answer = await self.send(method, path, body);
      let envelope;
      try {
        envelope = JSON.parse(answer.text());
      } catch {
        envelope = { Success: false, Exception: { ErrorCode: `not JSON (${answer.status})` } };
      }
      return { ...answer, envelope };
    },
    /** Reads the session's verification token (creating the session), as the islands' client does. */
    async refreshToken() {
      const { envelope } = await self.json('GET', '/cop-api/session');
      if (!envelope.Success) throw new Error(`no session: ${JSON.stringify(envelope)}`);
      self.token = envelope.Result.Token;
    },
    close: () => agent.destroy(),
  };
  function keep(lines = []) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (gone) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
  }
  return self;
}

/** The newest code the sandbox outbox holds for a recipient (the server runs with DEV_OUTBOX=1). */
export async function outboxCode(url, recipient) {
  const answer = await (await fetch(`${url}/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`)).json();
  const code = /\b(\d{6})\b/.exec(answer.Result?.[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
