import type { Device } from '@lib/routing/routes';

/**
 * The customer navigation (account-and-navigation 2), each entry linking to a page that exists.
 * The spec's orders, repair, seller questions and Reborn entries join the list with their pages,
 * in the issues that build them: until then the menu leaves them out rather than lead to a
 * not-found page (tests/api/links.test.ts crawls every entry).
 */
export function customerNav(device: Device): { key: string; path: string }[] {
  return [
    { key: 'myAccount', path: '/customer' },
    { key: 'addresses', path: '/customer/address' },
    { key: 'info', path: '/customer/info' },
    // Settings is a mobile screen; on desktop its content (password) has its own page.
    { key: 'settings', path: device === 'mobile' ? '/customer/settings' : '/customer/changepassword' },
    { key: 'stores', path: '/content/magazalar' },
    { key: 'help', path: '/content/bilgi-merkezi' },
    { key: 'rate', path: '/content/deneyiminizi-degerlendirin' },
    { key: 'app', path: '/content/uygulamayi-indir' },
    { key: 'campaigns', path: '/campaigns' },
    { key: 'deleteAccount', path: '/content/hesap-silme' },
  ];
}
