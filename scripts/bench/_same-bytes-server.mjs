// The ceiling of this machine for a page (40-throughput.mjs): a plain node:http server that sends,
// from memory, the very answers the storefront sent (status, headers, body bytes as they came over
// the wire, compressed or not), answer n at /n. It reads PAGES_FILE (JSON: [{ status, headers: raw
// header list, body: base64 }]) and listens on PORT; run in a process of its own by the bench.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// Hop-by-hop and per-answer headers node:http writes itself; the length is the body's, sent whole.
const OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const pages = JSON.parse(readFileSync(process.env.PAGES_FILE, 'utf8')).map(({ status, headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const raw = [];
  for (let i = 0; i < headers.length; i += 2) if (!OWN.has(headers[i].toLowerCase())) raw.push(headers[i], headers[i + 1]);
  return { status, headers: [...raw, 'Content-Length', String(bytes.length)], bytes };
});

createServer((request, response) => {
  const page = pages[Number(request.url?.slice(1))];
  if (!page) return void response.writeHead(404).end();
  response.writeHead(page.status, page.headers).end(page.bytes);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
