import { describe, expect, it } from 'vitest';
import { disagrees, publicOriginOf, requestOrigin, returnOriginOf } from './site';

describe('the site origin rules', () => {
  it('reads a request origin from its Host and scheme, and refuses a Host that is no host', () => {
    expect(requestOrigin('127.0.0.1:4420', false)).toBe('http://127.0.0.1:4420');
    expect(requestOrigin('Shop.Example', true)).toBe('https://shop.example');
    expect(requestOrigin('[::1]:4420', false)).toBe('http://[::1]:4420');
    for (const bad of [undefined, '', 'evil.example/path', 'user@evil.example', 'a b', 'evil.example:99999', 'x\r\nSet-Cookie: a=b'])
      expect(requestOrigin(bad, false), String(bad)).toBeNull();
  });

  it('unset SITE_URL follows the listening address, whatever Host a request names', () => {
    expect(publicOriginOf(undefined, 'http://127.0.0.1:4420')).toBe('http://127.0.0.1:4420');
    expect(publicOriginOf('https://shop.example', 'http://127.0.0.1:4420')).toBe('https://shop.example');
  });

  it('sends the bank return to the store the shopper is on, keeping the public scheme on the public host', () => {
    expect(returnOriginOf('http://127.0.0.1:4420', 'http://127.0.0.1:4420')).toBe('http://127.0.0.1:4420');
    expect(returnOriginOf('http://localhost:4321', 'http://127.0.0.1:4420')).toBe('http://127.0.0.1:4420');
    // Behind a TLS proxy the request arrives over http for the public https host.
    expect(returnOriginOf('https://shop.example', 'http://shop.example')).toBe('https://shop.example');
    expect(returnOriginOf('http://localhost:4321', null)).toBe('http://localhost:4321');
  });

  it('a set SITE_URL disagreeing with the request host is worth a warning; unset never is', () => {
    expect(disagrees('http://localhost:4321', 'http://127.0.0.1:4420')).toBe(true);
    expect(disagrees('https://shop.example', 'http://shop.example')).toBe(false);
    expect(disagrees(undefined, 'http://127.0.0.1:4420')).toBe(false);
    expect(disagrees('https://shop.example', null)).toBe(false);
  });
});
