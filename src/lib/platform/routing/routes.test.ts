import { describe, expect, it } from 'vitest';
import { desktopRoutes, deviceOf, matchRoute, mobileRoutes } from './routes';

describe('route tables', () => {
  it('holds every documented route with its access and robots', () => {
    expect(matchRoute('/checkout/payment', 'desktop')).toMatchObject({ access: 'auth', guest: true, robots: 'noindex' });
    expect(matchRoute('/customer/ordertracking', 'desktop')).toMatchObject({ access: 'public', robots: 'index' });
    expect(matchRoute('/customer/repair', 'mobile')).toMatchObject({ access: 'auth', robots: 'index' });
    expect(matchRoute('/customer/forgotpassword', 'desktop')).toMatchObject({ access: 'authPage', robots: 'noindex' });
    expect(matchRoute('/customer/easyreturn/successful/77', 'desktop')).toMatchObject({ path: '/customer/easyreturn/successful/:id' });
    expect(matchRoute('/customer/changeshippingaddress/12/', 'desktop')).toMatchObject({ guest: true });
  });

  it('keeps the mobile-only screens out of the desktop table', () => {
    for (const path of [
      '/customer/settings',
      '/customer/communicationpreferences',
      '/customer/reborn/landing',
      '/customer/reborn/applications/3',
    ]) {
      expect(matchRoute(path, 'desktop')).toBeUndefined();
      expect(matchRoute(path, 'mobile')).toBeDefined();
    }
    expect(desktopRoutes.length).toBeLessThan(mobileRoutes.length);
  });

  it('routes every editor page on both devices, never indexed, and nothing that only starts like it', () => {
    for (const device of ['desktop', 'mobile'] as const) {
      expect(matchRoute('/editor/sign-in', device)).toMatchObject({ access: 'public', robots: 'noindex' });
      for (const path of ['/editor', '/editor/pages/loyalty/gold', '/editor/sign-in/more'])
        expect(matchRoute(path, device)).toMatchObject({ access: 'staff', robots: 'noindex' });
      expect(matchRoute('/editorial', device)).toBeUndefined();
      expect(matchRoute('/editor/', device)).toMatchObject({ path: '/editor' });
    }
  });

  it('tells phones from the rest by user agent', () => {
    expect(deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36')).toBe('desktop');
    expect(deviceOf(null)).toBe('desktop');
  });
});
