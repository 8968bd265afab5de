// The demo store customers (README "Demo data"): shoppers the stores know by phone who have no
// online account yet. Registering with one of these phones joins the store record to the account.

/** A store customer of the demo data; `cardNo` is a OneCard sandbox card with `points`. */
export interface DemoStoreCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  storeName: string;
  cardNo: string;
  segment: 'white' | 'beige' | 'gold';
  points: number;
}

/** Five store customers, cards 7000 0000 0000 0201 … 0205. */
export const DEMO_STORE_CUSTOMERS: DemoStoreCustomer[] = [
  ['5559990001', 'Zeynep', 'Kaya', 'Vitrin Nişantaşı', 'beige'],
  ['5559990002', 'Can', 'Demir', 'Vitrin İstinye', 'gold'],
  ['5559990003', 'Elif', 'Şahin', 'Vitrin Ankara', 'white'],
  ['5559990004', 'Mert', 'Aydın', 'Vitrin İzmir', 'beige'],
  ['5559990005', 'Deniz', 'Çelik', 'Vitrin Nişantaşı', 'white'],
].map(([phone, firstName, lastName, storeName, segment], i) => ({
  phone: phone!,
  firstName: firstName!,
  lastName: lastName!,
  storeName: storeName!,
  cardNo: `70000000000002${String(i + 1).padStart(2, '0')}`,
  segment: segment as DemoStoreCustomer['segment'],
  points: 1200,
}));
