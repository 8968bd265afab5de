import { describe, expect, inject, it } from 'vitest';

// Sent before its island hydrates, the sign-in form would submit itself as a GET, the password in
// the address (seen under load in the end-to-end suite): the server's markup keeps it from sending.
describe('the sign-in page as the server sends it', () => {
  it('has its submit button disabled until the form hydrates, in both languages', async () => {
    for (const path of ['/customer/login', '/en/customer/login']) {
      const html = await (await fetch(inject('baseUrl') + path)).text();
      expect(html, path).toMatch(/<button type="submit"[^>]*\sdisabled[\s=>]/);
    }
  });
});
