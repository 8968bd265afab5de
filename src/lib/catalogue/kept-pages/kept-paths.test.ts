import { describe, expect, it } from 'vitest';
import { keptPageOf, readsKeptPage } from './kept-paths';

describe('kept paths', () => {
  it('name the pages shoppers land on, in either language', () => {
    expect(keptPageOf('/')).toEqual({ kind: 'home' });
    expect(keptPageOf('/en')).toEqual({ kind: 'home' });
    expect(keptPageOf('/en/categories/kadin-elbise')).toEqual({ kind: 'listing' });
    expect(keptPageOf('/categories')).toEqual({ kind: 'listing' });
    expect(keptPageOf('/search')).toEqual({ kind: 'search' });
    expect(keptPageOf('/product/midi-elbise-42')).toEqual({ kind: 'product', productId: 42 });
    expect(keptPageOf('/en/campaigns')).toEqual({ kind: 'campaign' });
    expect(keptPageOf('/campaigns/kis-indirimi')).toEqual({ kind: 'campaign' });
    expect(keptPageOf('/content/loyalty-segmentgold')).toEqual({ kind: 'content' });
  });

  it('leave out what is personal by nature, and addresses that show no product', () => {
    for (const path of [
      '/cart',
      '/favorites',
      '/checkout/address',
      '/customer/info',
      '/customer/order',
      '/product/no-id',
      '/categories/a/b',
      '/cop-api/session/state',
      // The content editor: staff only, never kept.
      '/editor',
      '/en/editor/sign-in',
      '/editor/pages/campaign/yaz-indirimi',
    ]) {
      expect(keptPageOf(path), path).toBeUndefined();
    }
  });

  it('are read, never written', () => {
    expect(readsKeptPage('GET', '/')).toBe(true);
    expect(readsKeptPage('HEAD', '/search')).toBe(true);
    expect(readsKeptPage('POST', '/')).toBe(false);
    expect(readsKeptPage('GET', '/cart')).toBe(false);
  });
});
