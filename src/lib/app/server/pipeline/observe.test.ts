import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';

// The fault handler is tested on its own: no database to prepare, and the error it logs is
// captured here rather than printed among the test results as if something had failed.
vi.mock('@lib/app/server/boot.server', () => ({ boot: () => Promise.resolve() }));
const logged = vi.hoisted(() => [] as unknown[]);
vi.mock('@lib/platform/log/logger.server', () => ({
  logger: { info: () => undefined, error: (entry: unknown) => logged.push(entry) },
  loggablePath: (url: URL) => url.pathname,
}));
const { observe } = await import('./observe.server');

const context = (path: string) =>
  ({ locals: {}, request: new Request(`http://shop.test${path}`), url: new URL(`http://shop.test${path}`) }) as unknown as APIContext;
const fault = new Error('secret detail at /srv/app/file.ts:12');
const failing = () => Promise.reject(fault);

describe('the fault handler', () => {
  it('answers a page fault with the generic error page, never a stack trace, and logs the fault', async () => {
    const response = (await observe(context('/anything'), failing)) as Response;
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Bir hata oluştu');
    expect(html).not.toMatch(/secret detail|file\.ts|at /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(logged).toContainEqual(expect.objectContaining({ err: fault }));
  });

  it('answers an API fault in the envelope with the generic message', async () => {
    const response = (await observe(context('/cop-api/x'), failing)) as Response;
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      Success: false,
      Message: 'Beklenmedik bir hata oluştu. Lütfen işleminizi kontrol edip tekrar deneyin.',
      Exception: { ErrorCode: 'E100' },
    });
  });
});
