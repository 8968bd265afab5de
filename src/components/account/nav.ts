import type { Device } from '@lib/routing/routes';

/** The customer navigation entries of the spec, each linking to its route (later issues fill some). */
export function customerNav(device: Device): { key: string; path: string }[] {
  return [
    { key: 'myAccount', path: '/customer' },
    { key: 'orders', path: '/customer/order' },
    { key: 'addresses', path: '/customer/address' },
    { key: 'info', path: '/customer/info' },
    // Settings is a mobile screen; on desktop its content (password) has its own page.
    { key: 'settings', path: device === 'mobile' ? '/customer/settings' : '/customer/changepassword' },
    { key: 'stores', path: '/content/magazalar' },
    { key: 'repair', path: '/customer/repair' },
    { key: 'messages', path: '/customer/messages' },
    { key: 'help', path: '/content/bilgi-merkezi' },
    { key: 'rate', path: '/content/deneyiminizi-degerlendirin' },
    { key: 'app', path: '/content/uygulamayi-indir' },
    { key: 'campaigns', path: '/campaigns' },
    { key: 'deleteAccount', path: '/content/hesap-silme' },
    { key: 'reborn', path: '/customer/reborn' },
  ];
}
