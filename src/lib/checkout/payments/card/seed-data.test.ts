import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardSchemeImage } from './images';
import { DEMO_BANKS, DEMO_BINS } from './seed-data';
import { TEST_CARDS } from './test-cards';

// The test runs from the repository's root, wherever this file sits.
const asset = (url: string) => existsSync(join(process.cwd(), 'public', url));

describe('demo banks and BINs', () => {
  it('seeds the BIN of every test card with its bank, scheme and type', () => {
    for (const card of Object.values(TEST_CARDS)) {
      const row = DEMO_BINS.find((b) => card.number.startsWith(b.bin));
      expect(row, card.number).toMatchObject({ bankCode: card.bank, scheme: card.scheme, cardType: card.cardType });
    }
  });

  it('gives every BIN a seeded bank, once', () => {
    const codes = new Set(DEMO_BANKS.map((b) => b.code));
    for (const row of DEMO_BINS) expect(codes.has(row.bankCode), row.bin).toBe(true);
    expect(new Set(DEMO_BINS.map((b) => b.bin)).size).toBe(DEMO_BINS.length);
  });

  it('plans the usual counts, interest-free up to 3', () => {
    for (const bank of DEMO_BANKS) {
      for (const plan of bank.plans) {
        expect([2, 3, 6, 9, 12]).toContain(plan.count);
        expect(plan.markupPermille).toBeGreaterThanOrEqual(0);
        if (plan.count <= 3) expect(plan.markupPermille).toBe(0);
      }
    }
  });

  it('has a drawn logo for every bank and an image for every scheme', () => {
    for (const bank of DEMO_BANKS) expect(asset(`/images/banks/${bank.logo}`), bank.logo).toBe(true);
    for (const scheme of new Set(DEMO_BINS.map((b) => b.scheme))) expect(asset(cardSchemeImage(scheme)!), scheme).toBe(true);
  });
});
