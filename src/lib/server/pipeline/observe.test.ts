import type { APIContext } from 'astro';
import { beforeAll, describe, expect, it } from 'vitest';

const context = (path: string) =>
  ({ locals: {}, request: new Request(`http://shop.test${path}`), url: new URL(`http://shop.test${path}`) }) as unknown as APIContext;
const failing = () => Promise.reject(new Error('secret detail at /srv/app/file.ts:12'));

describe('the fault handler', () => {
  beforeAll(() => {
    process.env.PGLITE_DIR = 'memory://';
  });

  it('answers a page fault with the generic error page, never a stack trace', async () => {
    const { observe } = await import('./observe.server');
    const response = (await observe(context('/anything'), failing)) as Response;
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Bir hata oluştu');
    expect(html).not.toMatch(/secret detail|file\.ts|at /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an API fault in the envelope with the generic message', async () => {
    const { observe } = await import('./observe.server');
    const response = (await observe(context('/cop-api/x'), failing)) as Response;
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      Success: false,
      Message: 'Beklenmedik bir hata oluştu. Lütfen işleminizi kontrol edip tekrar deneyiniz.',
      Exception: { ErrorCode: 'E100' },
    });
  });
});
