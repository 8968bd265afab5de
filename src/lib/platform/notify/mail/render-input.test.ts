import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@lib/platform/i18n/lang';
import { attribute, hrefs, tags } from './html.test-data';
import { LOGO, logoPath } from './parts/Layout';
import { renderEmail } from './render.server';
import { SAMPLE_ORIGIN, SAMPLES } from './samples';

// What renderEmail does with what it is given (bad data, hostile text, another origin), and the
// wordmark it shows.

describe('renderEmail', () => {
  it('refuses data its kind does not allow, before rendering anything', async () => {
    await expect(renderEmail('code', 'tr', { ...SAMPLES.code, code: 'abc' }, SAMPLE_ORIGIN)).rejects.toThrow();
    await expect(renderEmail('welcome', 'tr', { firstName: 'Elif', accountPath: '//evil.example/x' }, SAMPLE_ORIGIN)).rejects.toThrow();
    await expect(renderEmail('appLink', 'tr', { link: 'javascript:alert(1)' }, SAMPLE_ORIGIN)).rejects.toThrow();
    await expect(renderEmail('welcome', 'tr', SAMPLES.welcome, 'ftp://www.vitrin.com.tr')).rejects.toThrow();
  });

  it('escapes what the data says, and keeps a subject on one line', async () => {
    const line = { ...SAMPLES.orderConfirmed.lines[0]!, name: '<script>alert(1)</script>' };
    const email = await renderEmail('orderConfirmed', 'tr', { ...SAMPLES.orderConfirmed, lines: [line] }, SAMPLE_ORIGIN);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    const campaign = await renderEmail(
      'campaign',
      'en',
      { ...SAMPLES.campaign, title: 'New season\r\nBcc: someone@example.com' },
      SAMPLE_ORIGIN,
    );
    expect(campaign.subject).toBe('New season Bcc: someone@example.com');
  });

  it('makes every link on the origin it is given, whatever its trailing slash', async () => {
    const email = await renderEmail('bagShared', 'tr', SAMPLES.bagShared, 'http://127.0.0.1:4321/');
    expect(hrefs(email.html)).toContain('http://127.0.0.1:4321/cart/shared/9f3c2a7e41b84d0c');
    expect(tags(email.html, 'img').every((img) => attribute(img, 'src')?.startsWith('http://127.0.0.1:4321/images/'))).toBe(true);
  });
});

describe('the wordmark', () => {
  it('is a PNG in public/ for each language and mode, three times its size on screen', () => {
    for (const lang of LANGS) {
      for (const dark of [false, true]) {
        const png = readFileSync(new URL(`../../../../../public${logoPath(lang, dark)}`, import.meta.url));
        expect(png.subarray(1, 4).toString()).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([LOGO.width * 3, LOGO.height * 3]);
      }
    }
  });
});
