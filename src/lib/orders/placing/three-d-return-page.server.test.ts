import { describe, expect, it } from 'vitest';
import { threeDReturnPage } from './three-d-return-page.server';

describe('the 3-D return page', () => {
  it('carries the message as data a script cannot be smuggled into, under a policy allowing only its own script', async () => {
    const message = {
      type: 'checkout:3d' as const,
      status: 'failed' as const,
      OrderNumber: 'V261122-K7PQ3M',
      RedirectUrl: null,
      Message: '</script><script>alert(1)</script>',
    };
    const response = threeDReturnPage(message, '/checkout/payment?paymentError=x', 'tr', 'Ödeme sayfasına dönün');
    const html = await response.text();
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="outcome">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ message, next: '/checkout/payment?paymentError=x' });
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(threeDReturnPage(null, '/cart', 'tr', 'x').status).toBe(400);
  });
});
