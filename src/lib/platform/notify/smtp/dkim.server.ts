import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DKIMOptions } from 'nodemailer';
import { type SmtpSettings, SmtpConfigError } from './settings.server';

/**
 * The DKIM signer's options, the key read from its file once and checked now: nodemailer signs
 * with RSA only, and a key it cannot sign with would send every message unsigned without a word.
 */
export function dkimOptions(dkim: SmtpSettings['dkim']): DKIMOptions | undefined {
  if (!dkim) return undefined;
  let pem: Buffer;
  try {
    pem = readFileSync(dkim.privateKeyFile);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new SmtpConfigError(`DKIM_PRIVATE_KEY_FILE ${dkim.privateKeyFile} cannot be read (${reason})`);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new SmtpConfigError(`DKIM_PRIVATE_KEY_FILE ${dkim.privateKeyFile} is not a private key in PEM`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 1024) {
    throw new SmtpConfigError(`DKIM_PRIVATE_KEY_FILE ${dkim.privateKeyFile} must be an RSA key of 1024 bits or more (2048 advised)`);
  }
  return { domainName: dkim.domain, keySelector: dkim.selector, privateKey: key };
}
