import { describe, expect, it, vi } from 'vitest';
import { fingerprint, seal, unseal } from './vault.server';

// The vault reaches the platform through its face, which loads the logger too: the rest of the
// settings stay as they are.
vi.mock('@lib/platform/config/env.server', async (original) => {
  const real = await original<typeof import('@lib/platform/config/env.server')>();
  return { ...real, env: () => ({ ...real.env(), BANK_SECRET: 'a-test-secret-of-the-sandbox-bank-0123' }) };
});
vi.mock('@lib/platform/db/secrets.server', () => ({ serverSecret: async (_name: string, value: string) => value }));

const card = { number: '5400360000000003', expMonth: 12, expYear: 2030, holder: 'Ayşe Yılmaz' };

describe('the wallet vault', () => {
  it('seals a card so that neither the number nor its digits are readable, and opens it again', async () => {
    const sealed = await seal(card);
    expect(sealed).not.toContain('5400360000000003');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('5400360000000003');
    expect(await unseal(sealed)).toEqual(card);
    // A fresh IV each time: the same card never seals the same way twice.
    expect(await seal(card)).not.toBe(sealed);
  });

  it('refuses a sealed card that was altered', async () => {
    const raw = Buffer.from(await seal(card), 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    await expect(unseal(raw.toString('base64'))).rejects.toThrow();
  });

  it('fingerprints the same card of the same wallet alike, and of another wallet differently', async () => {
    expect(await fingerprint('905321234567', card.number)).toBe(await fingerprint('905321234567', card.number));
    expect(await fingerprint('905329876543', card.number)).not.toBe(await fingerprint('905321234567', card.number));
    expect(await fingerprint('905321234567', card.number)).not.toContain(card.number);
  });
});
