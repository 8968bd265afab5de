import { describe, expect, it } from 'vitest';
import { publicStoreWarnings } from './public-warnings';

describe('development switches on a public store', () => {
  it('warns of the outbox and the test clock when the store is served over HTTPS', () => {
    const warnings = publicStoreWarnings({ SITE_URL: 'https://shop.example', DEV_OUTBOX: true, TEST_CLOCK: true });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('DEV_OUTBOX=0');
    expect(warnings[1]).toContain('TEST_CLOCK=0');
  });

  it('says nothing on a developer machine or when the switches are off', () => {
    expect(publicStoreWarnings({ SITE_URL: undefined, DEV_OUTBOX: true, TEST_CLOCK: true })).toEqual([]);
    expect(publicStoreWarnings({ SITE_URL: 'http://localhost:4321', DEV_OUTBOX: true, TEST_CLOCK: false })).toEqual([]);
    expect(publicStoreWarnings({ SITE_URL: 'https://shop.example', DEV_OUTBOX: false, TEST_CLOCK: false })).toEqual([]);
  });
});
