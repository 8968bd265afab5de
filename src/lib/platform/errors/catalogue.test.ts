import { describe, expect, it } from 'vitest';
import { translator } from '@lib/platform/i18n/catalogs.server';
import { ERRORS, type ErrorName, isMaintenance, wireCode } from './catalogue';

describe('the error catalogue', () => {
  it('gives every code a text in both languages, not the bare key', () => {
    for (const lang of ['tr', 'en'] as const) {
      const t = translator(lang);
      for (const [name, entry] of Object.entries(ERRORS)) {
        expect(t(entry.text), `${lang} ${name}`).not.toBe(entry.text.split(':')[1]);
        expect(t(entry.text), `${lang} ${name}`).not.toBe(entry.text);
      }
    }
  });

  it('gives every code an HTTP error status', () => {
    for (const [name, entry] of Object.entries(ERRORS)) {
      expect(entry.status >= 400 && entry.status < 600, name).toBe(true);
    }
  });

  it('sends the maintenance code as the number 5000, and the others by name', () => {
    expect(wireCode('MAINTENANCE')).toBe(5000);
    expect(wireCode('SESSION_TIMEOUT' satisfies ErrorName)).toBe('SESSION_TIMEOUT');
    expect(isMaintenance({ Success: false, Exception: { ErrorCode: 5000 } })).toBe(true);
    expect(isMaintenance({ Success: false, Exception: { ErrorCode: '5000' } })).toBe(false);
    expect(isMaintenance({ Success: true, Exception: { ErrorCode: 5000 } })).toBe(false);
  });
});
