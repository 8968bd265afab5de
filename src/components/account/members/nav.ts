import type { Device } from '@lib/platform';

/**
 * The customer navigation (docs/behaviour/navigation-and-routes.md#customer-navigation), each entry linking to a page that exists.
 * Every entry leads to a working page (tests/api/links.test.ts crawls them all); the loyalty
 * pages (The One, Club & More) sit beside the stores, unless the loyalty features are off.
 */
export function customerNav(device: Device, loyalty: boolean): { key: string; path: string }[] {
  const entries = [
    { key: 'myAccount', path: '/customer' },
    { key: 'orders', path: '/customer/order' },
    { key: 'addresses', path: '/customer/address' },
    { key: 'info', path: '/customer/info' },
    // Settings is a mobile screen; on desktop its content (password) has its own page.
    { key: 'settings', path: device === 'mobile' ? '/customer/settings' : '/customer/changepassword' },
    { key: 'stores', path: '/content/magazalar' },
    { key: 'messages', path: '/customer/messages' },
    { key: 'theOne', path: '/customer/the-one' },
    { key: 'clubMore', path: '/customer/club-more' },
    { key: 'help', path: '/content/bilgi-merkezi' },
    { key: 'rate', path: '/content/deneyiminizi-degerlendirin' },
    { key: 'app', path: '/content/uygulamayi-indir' },
    { key: 'campaigns', path: '/campaigns' },
    { key: 'myData', path: '/customer/my-data' },
    { key: 'deleteAccount', path: '/customer/delete-account' },
    { key: 'reborn', path: '/customer/reborn' },
    { key: 'repair', path: '/customer/repair' },
  ];
  return loyalty ? entries : entries.filter((entry) => !LOYALTY_ENTRIES.has(entry.key));
}

/** The entries the loyalty switch hides (LOYALTY_FEATURES, docs/behaviour/loyalty.md#the-loyalty-switch). */
const LOYALTY_ENTRIES = new Set(['theOne', 'clubMore']);
