import { describe, expect, it } from 'vitest';
import { clientAddressFrom, httpsFrom, isTrustedProxy, trustedProxies } from './proxies.server';

const loopback = trustedProxies(['loopback']);
const network = trustedProxies(['10.0.0.0/8', '2001:db8::1']);

describe('trusted proxies', () => {
  it('knows loopback in both families and as IPv4 written as IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isTrustedProxy(address, loopback)).toBe(true);
    for (const address of ['10.0.0.1', '::2', '192.168.1.1', 'not-an-ip', undefined]) expect(isTrustedProxy(address, loopback)).toBe(false);
  });

  it('trusts nobody with none', () => {
    expect(isTrustedProxy('127.0.0.1', trustedProxies(['none']))).toBe(false);
  });

  it('takes ranges and single addresses', () => {
    expect(isTrustedProxy('10.200.3.4', network)).toBe(true);
    expect(isTrustedProxy('2001:db8::1', network)).toBe(true);
    expect(isTrustedProxy('2001:db8::2', network)).toBe(false);
    expect(isTrustedProxy('11.0.0.1', network)).toBe(false);
  });
});

describe('the shopper address behind a proxy', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressFrom('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy saw', () => {
    expect(clientAddressFrom('::ffff:127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
  });

  it('walks back over a chain of trusted proxies, never past the first untrusted hop', () => {
    // The shopper wrote "1.2.3.4" themselves; the edge proxy appended the real address.
    expect(clientAddressFrom('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.5', network)).toBe('198.51.100.7');
  });

  it('stops at a malformed hop rather than believing what stands before it', () => {
    expect(clientAddressFrom('10.0.0.2', '198.51.100.7, garbage', network)).toBe('10.0.0.2');
  });

  it('is the peer when there is no header', () => {
    expect(clientAddressFrom('127.0.0.1', null, loopback)).toBe('127.0.0.1');
  });
});

describe('HTTPS behind a proxy', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(httpsFrom(false, '127.0.0.1', 'https', loopback)).toBe(true);
    expect(httpsFrom(false, '203.0.113.9', 'https', loopback)).toBe(false);
    expect(httpsFrom(false, '127.0.0.1', 'http', loopback)).toBe(false);
    expect(httpsFrom(true, '203.0.113.9', null, loopback)).toBe(true);
  });
});
