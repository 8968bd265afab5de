import { describe, expect, it } from 'vitest';
import { defaultSecurityContact, securityTxt } from './security-txt';

describe('security.txt', () => {
  it('holds the contact, an expiry under a year ahead, the languages and its canonical address', () => {
    const text = securityTxt('https://shop.example', 'mailto:security@shop.example', new Date('2026-11-26T13:45:00Z'));
    expect(text).toBe(
      'Contact: mailto:security@shop.example\nExpires: 2027-05-25T00:00:00Z\nPreferred-Languages: tr, en\nCanonical: https://shop.example/.well-known/security.txt\n',
    );
  });

  it("writes to security@ the store's own host by default", () => {
    expect(defaultSecurityContact('https://www.vitrin.example:8443')).toBe('mailto:security@www.vitrin.example');
  });

  it('never names a mailbox at an address or a machine name: the sending domain, else the information centre', () => {
    const from = 'Vitrin <siparis@Vitrin.example>';
    for (const origin of ['http://127.0.0.1:4321', 'http://[::1]:4321', 'http://localhost:4321']) {
      expect(defaultSecurityContact(origin, from)).toBe('mailto:security@vitrin.example');
      expect(defaultSecurityContact(origin, 'siparis@vitrin.example')).toBe('mailto:security@vitrin.example');
      expect(defaultSecurityContact(origin, 'Vitrin <root@localhost>')).toBe(`${origin}/content/bilgi-merkezi`);
      expect(defaultSecurityContact(origin)).toBe(`${origin}/content/bilgi-merkezi`);
    }
  });
});
