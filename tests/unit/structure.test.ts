import { describe, expect, it } from 'vitest';
import { ALLOWED_UPWARD, AREAS, areaOf, crossAreaDeepImports, layerOf, ownFaceImports, upwardImports } from '../support/areas';
import { cycles, importGraph } from '../support/import-graph';

// The house's plan (docs/decisions/0039-areas.md): src/lib is a few areas, each entered by its
// public face; the areas form layers, and nothing imports in a circle. Tests may reach inside.

const edges = importGraph(['src']).filter((edge) => !/\.test\.tsx?$/.test(edge.from));

describe('the areas of src/lib', () => {
  it('are the ones the map names, each with a public face', () => {
    expect(AREAS).toEqual(['platform', 'account', 'catalogue', 'bag', 'checkout', 'orders', 'programmes', 'app']);
    const faced = new Set(
      edges.filter((edge) => /^src\/lib\/[^/]+\/index(\.server)?\.ts$/.test(edge.from)).map((edge) => areaOf(edge.from)),
    );
    expect([...faced].sort()).toEqual([...AREAS].sort());
  });

  it('are entered from outside only through their index.ts or index.server.ts', () => {
    expect(crossAreaDeepImports(edges)).toEqual([]);
  });

  it('never import their own face (it would put the area in a circle with itself)', () => {
    expect(ownFaceImports(edges)).toEqual([]);
  });

  it('offer browser code a face without server modules', () => {
    const leaks = edges.filter((edge) => /^src\/lib\/[^/]+\/index\.ts$/.test(edge.from) && /\.server\.tsx?$/.test(edge.to));
    expect(leaks).toEqual([]);
  });

  it('import in no circle, types included', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('import only downward, but for the few imports the map lists with their reasons', () => {
    const upward = upwardImports(edges).map((edge) => `${edge.from} → ${edge.to}`);
    expect(upward.sort()).toEqual(Object.keys(ALLOWED_UPWARD).sort());
    expect(upward.length).toBeLessThanOrEqual(10);
  });

  it('order the layers as the map does', () => {
    expect(layerOf('src/lib/platform/db/client.server.ts')).toBeLessThan(layerOf('src/lib/account/members/login.server.ts'));
    expect(layerOf('src/lib/checkout/payments/card/three-d-page.server.ts')).toBeLessThan(layerOf('src/lib/orders/placing/flow.server.ts'));
    expect(layerOf('src/pages/index.astro')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the structure checks', () => {
  it('catch a deep import, a face imported from inside, and an upward import', () => {
    const planted = [
      {
        from: 'src/lib/orders/placing/flow.server.ts',
        to: 'src/lib/bag/coupons/coupons.server.ts',
        spec: '@lib/bag/coupons/coupons.server',
      },
      { from: 'src/lib/bag/cart/add.server.ts', to: 'src/lib/bag/index.server.ts', spec: '@lib/bag/index.server' },
      { from: 'src/lib/platform/session/data.ts', to: 'src/lib/checkout/index.ts', spec: '@lib/checkout' },
    ];
    expect(crossAreaDeepImports(planted)).toHaveLength(1);
    expect(ownFaceImports(planted)).toHaveLength(1);
    expect(upwardImports(planted)).toHaveLength(1);
    expect(cycles([...planted, { from: 'src/lib/bag/index.server.ts', to: 'src/lib/bag/cart/add.server.ts' }])).toHaveLength(1);
  });
});
