import { describe, expect, it } from 'vitest';
import { startEnvironment } from '../../scripts/lib/start-env.mjs';

describe('npm start', () => {
  it('serves on localhost with the outbox when nothing is configured', () => {
    expect(startEnvironment({}, undefined)).toEqual({ PORT: '4321', HOST: 'localhost', DEV_OUTBOX: '1' });
  });

  it('lets .env override the defaults, and the environment override .env', () => {
    const env = startEnvironment({ HOST: '0.0.0.0' }, 'PORT=8080\nHOST=127.0.0.1\n# a comment\nSITE_URL=https://shop.example\n');
    expect(env).toEqual({ PORT: '8080', HOST: '0.0.0.0', DEV_OUTBOX: '1', SITE_URL: 'https://shop.example' });
  });
});
