import cluster from 'node:cluster';
import pino from 'pino';
import { env } from '@lib/platform/config/env.server';
import { redactJsonLine } from './redact';

/** Keys whose values never reach a log line, wherever they appear in a logged object. */
const REDACTED_KEYS = [
  'password',
  'Password',
  'NewPassword',
  'ConfirmNewPassword',
  'newPassword',
  'oldPassword',
  'CardNo',
  'cardNo',
  'cardNumber',
  'SecureCode',
  'cvv',
  'Otp',
  'otp',
  'otpCode',
  'code',
  'Code',
  'ConfirmationCode',
  'GiftPin',
  'LoyaltyCardPin',
  'token',
  'Token',
  'cookie',
  'authorization',
];

/**
 * Where log lines go: stdout, each line with its e-mail addresses, phone numbers, codes and query
 * strings replaced first (redact.ts), so an error message or a stack that quotes one leaks nothing.
 */
const redactingStdout = { write: (line: string) => process.stdout.write(redactJsonLine(line)) };

/** LOG_LEVEL, or info while the settings do not parse (the start then stops and names the wrong one). */
function level(): string {
  try {
    return env().LOG_LEVEL;
  } catch {
    return 'info';
  }
}

/**
 * The process-wide structured logger (JSON lines on stdout). In a worker of several
 * (server/workers), every line names the worker and its process id.
 */
export const logger = pino(
  {
    level: level(),
    base: cluster.worker ? { worker: cluster.worker.id, pid: process.pid } : undefined,
    redact: {
      paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((k) => `*.${k}`), ...REDACTED_KEYS.map((k) => `*.*.${k}`)],
      censor: '[redacted]',
    },
  },
  redactingStdout,
);

/** Removes the query string, where codes and tokens travel, from a logged path. */
export function loggablePath(url: { pathname: string; search: string }): string {
  return url.search ? `${url.pathname}?[redacted]` : url.pathname;
}
