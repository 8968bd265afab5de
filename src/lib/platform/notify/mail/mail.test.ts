import { describe, expect, it } from 'vitest';
import { checkedOrigin, formatDateTime, formatDay, formatShortDay, pageUrl } from './mail';

const ORIGIN = 'https://www.vitrin.com.tr';

describe('e-mail links', () => {
  it('take a page to the language of the reader, once', () => {
    expect(pageUrl(ORIGIN, 'tr', '/customer/order?orderId=7')).toBe(`${ORIGIN}/customer/order?orderId=7`);
    expect(pageUrl(ORIGIN, 'en', '/customer/order?orderId=7')).toBe(`${ORIGIN}/en/customer/order?orderId=7`);
    expect(pageUrl(ORIGIN, 'en', '/')).toBe(`${ORIGIN}/en/`);
    // A path the caller already put in a language keeps it.
    expect(pageUrl(ORIGIN, 'en', '/en/customer/ordertracking?orderNumber=V1')).toBe(`${ORIGIN}/en/customer/ordertracking?orderNumber=V1`);
    expect(pageUrl(ORIGIN, 'tr', '/en/customer')).toBe(`${ORIGIN}/en/customer`);
  });

  it('leave API calls, pictures and files as they are', () => {
    expect(pageUrl(ORIGIN, 'en', '/order-web-bff/api/v1/agreements/sales?orderId=7')).toBe(
      `${ORIGIN}/order-web-bff/api/v1/agreements/sales?orderId=7`,
    );
    expect(pageUrl(ORIGIN, 'en', '/images/products/a1/coat-navy-front-240.jpg')).toBe(
      `${ORIGIN}/images/products/a1/coat-navy-front-240.jpg`,
    );
    expect(pageUrl(ORIGIN, 'en', '/customer/order/invoice/7/VITRIN.pdf')).toBe(`${ORIGIN}/customer/order/invoice/7/VITRIN.pdf`);
  });

  it('are made only on a public http(s) origin, never on its path or credentials', () => {
    expect(checkedOrigin('https://www.vitrin.com.tr/')).toBe(ORIGIN);
    expect(checkedOrigin('http://127.0.0.1:4321/shop')).toBe('http://127.0.0.1:4321');
    expect(() => checkedOrigin('ftp://www.vitrin.com.tr')).toThrow();
    expect(() => checkedOrigin('javascript:alert(1)')).toThrow();
    expect(() => checkedOrigin('https://user:secret@www.vitrin.com.tr')).toThrow();
    expect(() => checkedOrigin('www.vitrin.com.tr')).toThrow();
  });
});

describe('e-mail dates', () => {
  it('are written in the reader’s language, in Istanbul time', () => {
    expect(formatDateTime('2026-03-12T21:30:00.000Z', 'tr')).toBe('13 Mart 2026 00:30');
    expect(formatDateTime('2026-03-12T21:30:00.000Z', 'en')).toBe('13 March 2026 at 00:30');
    expect(formatDay('2026-03-12T21:30:00.000Z', 'tr')).toBe('13 Mart 2026');
    expect(formatShortDay('2026-03-12T09:00:00.000Z', 'en')).toBe('12 Mar 2026');
  });
});
