import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_FROM } from '@lib/bag/campaigns/rules';

// Editors write the free-shipping promise into the header and the delivery pages; the engine
// charges by FREE_SHIPPING_FROM. A change of one without the other would charge shoppers the store
// told they ship free.
const PAGES = [
  'src/content/shared/tr/header.md',
  'src/content/shared/en/header.md',
  'src/content/pages/tr/kargo-ve-teslimat-content.md',
  'src/content/pages/en/kargo-ve-teslimat-content.md',
  'src/content/pages/tr/bilgi-merkezi.md',
  'src/content/pages/en/bilgi-merkezi.md',
];

describe('the free-shipping promise', () => {
  it('names the amount the engine ships free from, on every page that states it', () => {
    const amount = `${(FREE_SHIPPING_FROM / 100).toLocaleString('tr-TR')} TL`;
    for (const page of PAGES) expect(readFileSync(page, 'utf8'), page).toContain(amount);
  });
});
