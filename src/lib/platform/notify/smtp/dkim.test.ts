import { createHash, generateKeyPairSync, type KeyObject, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../../../../tests/support/smtp-sink';
import type { EmailDelivery } from '../transport';
import { SmtpConfigError, type SmtpSettings } from './settings.server';
import { type SmtpTransport, smtpTransport } from './smtp.server';

let sink: SmtpSink;
let folder: string;
let publicKey: KeyObject;
let keyFile: string;
const opened: SmtpTransport[] = [];

const open = (dkim?: SmtpSettings['dkim']) => {
  const made = smtpTransport({
    url: sink.url(),
    from: 'Vitrin <siparis@example.com.tr>',
    dkim,
    timeoutSeconds: 5,
    origin: () => 'https://shop.example',
  });
  opened.push(made);
  return made;
};

const email = (): EmailDelivery => ({
  id: randomUUID(),
  to: 'ayse@example.net',
  lang: 'tr',
  subject: 'Kampanya: şık ve uygun',
  html: '<p>İndirim  başladı </p>',
  text: 'İndirim  başladı \n\n',
  commercial: true,
});

const relaxed = (field: string) => {
  const colon = field.indexOf(':');
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${field.slice(0, colon).trim().toLowerCase()}:${value}`;
};

/** Checks a message's DKIM-Signature (relaxed/relaxed, rsa-sha256) against a public key, as a receiver would. */
function dkimVerifies(raw: Buffer, key: KeyObject): boolean {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const fields = text
    .slice(0, split + 2)
    .split(/\r\n(?![ \t])/)
    .filter(Boolean);
  const signature = fields.find((field) => /^dkim-signature:/i.test(field));
  if (!signature) return false;
  const tags = new Map(
    relaxed(signature)
      .slice('dkim-signature:'.length)
      .split(';')
      .map((tag) => [tag.slice(0, tag.indexOf('=')).trim(), tag.slice(tag.indexOf('=') + 1).replace(/\s+/g, '')] as const),
  );
  const body = `${text
    .slice(split + 4)
    .split('\r\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''))
    .join('\r\n')
    .replace(/(\r\n)*$/, '')}\r\n`;
  if (createHash('sha256').update(body, 'latin1').digest('base64') !== tags.get('bh')) return false;
  const unused = [...fields];
  const signed = (tags.get('h') ?? '').split(':').map((name) => {
    const index = unused.findLastIndex((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return index < 0 ? '' : `${relaxed(unused.splice(index, 1)[0]!)}\r\n`;
  });
  const data = signed.join('') + relaxed(signature.replace(/(;\s*b=)[^;]*/, '$1'));
  return verify('RSA-SHA256', Buffer.from(data, 'latin1'), key, Buffer.from(tags.get('b') ?? '', 'base64'));
}

beforeAll(async () => {
  sink = await SmtpSink.start();
  folder = mkdtempSync(join(tmpdir(), 'vitrin-dkim-'));
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  publicKey = pair.publicKey;
  keyFile = join(folder, 'dkim.pem');
  writeFileSync(keyFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
});
afterAll(async () => {
  await Promise.all(opened.map((made) => made.close()));
  await sink.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('DKIM', () => {
  it('signs every message with the configured domain and selector, a signature the public key verifies', async () => {
    const message = email();
    await open({ domain: 'example.com.tr', selector: 'vitrin2026', privateKeyFile: keyFile }).deliver(message);
    const mail = await sink.waitFor((m) => m.messageId === `<${message.id}@example.com.tr>`);
    expect(mail.dkimSignature).toMatch(/\bd=example\.com\.tr;/);
    expect(mail.dkimSignature).toMatch(/\bs=vitrin2026;/);
    // The headers a receiver trusts are the signed ones: the unsubscribe link among them.
    expect(mail.dkimSignature).toMatch(/h=[^;]*\bList-Unsubscribe\b/i);
    expect(dkimVerifies(mail.raw, publicKey)).toBe(true);
    // A changed byte no longer verifies: the check above is a real one.
    expect(dkimVerifies(Buffer.from(mail.raw.toString('latin1').replace('Kampanya', 'Kampanyo'), 'latin1'), publicKey)).toBe(false);
  });

  it('sends unsigned when DKIM is not configured', async () => {
    const message = email();
    await open().deliver(message);
    const mail = await sink.waitFor((m) => m.messageId === `<${message.id}@example.com.tr>`);
    expect(mail.dkimSignature).toBeUndefined();
  });

  it('refuses to start on a key file it cannot read or sign with, naming the file', () => {
    const missing = join(folder, 'missing.pem');
    expect(() => open({ domain: 'example.com.tr', selector: 's1', privateKeyFile: missing })).toThrow(SmtpConfigError);
    expect(() => open({ domain: 'example.com.tr', selector: 's1', privateKeyFile: missing })).toThrow(`${missing} cannot be read (ENOENT)`);
    const garbage = join(folder, 'garbage.pem');
    writeFileSync(garbage, 'not a key', { mode: 0o600 });
    expect(() => open({ domain: 'example.com.tr', selector: 's1', privateKeyFile: garbage })).toThrow('is not a private key in PEM');
    // nodemailer signs with RSA only; with another key it would send every message unsigned.
    const ed25519 = join(folder, 'ed25519.pem');
    writeFileSync(ed25519, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    expect(() => open({ domain: 'example.com.tr', selector: 's1', privateKeyFile: ed25519 })).toThrow('must be an RSA key');
  });
});
