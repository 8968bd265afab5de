import { districts, neighborhoods, cities } from '@lib/account/index.server';
import type { Seeder } from '@lib/platform';
import { pickupLocations } from './tables.server';

// The demo's click-and-collect stores. Places are named, and their ids read from the locations
// module at seed time, so a store's city, district and neighbourhood always match the address data.

const HOURS = {
  mall: { tr: 'Her gün 10.00–22.00', en: 'Daily 10:00–22:00' },
  street: { tr: 'Pazartesi–Cumartesi 10.00–20.00, Pazar 11.00–19.00', en: 'Mon–Sat 10:00–20:00, Sun 11:00–19:00' },
} as const;

interface DemoStore {
  nameTr: string;
  nameEn: string;
  city: number;
  district: string;
  neighborhood: string;
  addressText: string;
  phone: string;
  hours: keyof typeof HOURS;
  carDelivery: boolean;
  isActive?: boolean;
}

const STORES: DemoStore[] = [
  {
    nameTr: 'Vitrin Nişantaşı',
    nameEn: 'Vitrin Nişantaşı',
    city: 34,
    district: 'Şişli',
    neighborhood: 'Teşvikiye Mah',
    addressText: 'Abdi İpekçi Cad. No: 23',
    phone: '2122250101',
    hours: 'street',
    carDelivery: false,
  },
  {
    nameTr: 'Vitrin Zorlu Center',
    nameEn: 'Vitrin Zorlu Center',
    city: 34,
    district: 'Beşiktaş',
    neighborhood: 'Levazım Mah',
    addressText: 'Koru Sok. No: 2, Zorlu Center AVM Kat: 1',
    phone: '2123530202',
    hours: 'mall',
    carDelivery: true,
  },
  {
    nameTr: 'Vitrin Bağdat Caddesi',
    nameEn: 'Vitrin Bağdat Avenue',
    city: 34,
    district: 'Kadıköy',
    neighborhood: 'Caddebostan Mah',
    addressText: 'Bağdat Cad. No: 312/A',
    phone: '2163600303',
    hours: 'street',
    carDelivery: true,
  },
  {
    nameTr: 'Vitrin İstinyePark',
    nameEn: 'Vitrin İstinyePark',
    city: 34,
    district: 'Sarıyer',
    neighborhood: 'Ayazağa Mah',
    addressText: 'İstinye Bayırı Cad. No: 73, İstinyePark AVM',
    phone: '2123450404',
    hours: 'mall',
    carDelivery: true,
  },
  {
    nameTr: 'Vitrin Kavaklıdere',
    nameEn: 'Vitrin Kavaklıdere',
    city: 6,
    district: 'Çankaya',
    neighborhood: 'Kavaklıdere Mah',
    addressText: 'Tunalı Hilmi Cad. No: 88',
    phone: '3124270505',
    hours: 'street',
    carDelivery: false,
  },
  {
    nameTr: 'Vitrin Alsancak',
    nameEn: 'Vitrin Alsancak',
    city: 35,
    district: 'Konak',
    neighborhood: 'Alsancak Mah',
    addressText: 'Kıbrıs Şehitleri Cad. No: 41',
    phone: '2324630606',
    hours: 'street',
    carDelivery: false,
  },
  {
    nameTr: 'Vitrin Bostanlı',
    nameEn: 'Vitrin Bostanlı',
    city: 35,
    district: 'Karşıyaka',
    neighborhood: 'Bostanlı Mah',
    addressText: 'Cemal Gürsel Cad. No: 560',
    phone: '2323640707',
    hours: 'street',
    carDelivery: true,
  },
  {
    nameTr: 'Vitrin Nilüfer',
    nameEn: 'Vitrin Nilüfer',
    city: 16,
    district: 'Nilüfer',
    neighborhood: 'Özlüce Mah',
    addressText: 'Ahmet Taner Kışlalı Blv. No: 12',
    phone: '2244410808',
    hours: 'mall',
    carDelivery: true,
  },
  {
    nameTr: 'Vitrin Konyaaltı',
    nameEn: 'Vitrin Konyaaltı',
    city: 7,
    district: 'Konyaaltı',
    neighborhood: 'Liman Mah',
    addressText: 'Akdeniz Blv. No: 290',
    phone: '2422590909',
    hours: 'mall',
    carDelivery: false,
  },
  {
    nameTr: 'Vitrin Lara',
    nameEn: 'Vitrin Lara',
    city: 7,
    district: 'Muratpaşa',
    neighborhood: 'Güzeloba Mah',
    addressText: 'Lara Cad. No: 146',
    phone: '2423231010',
    hours: 'street',
    carDelivery: true,
  },
  // Closed for refurbishment: never offered, and Eskişehir has no other store.
  {
    nameTr: 'Vitrin Eskişehir',
    nameEn: 'Vitrin Eskişehir',
    city: 26,
    district: 'Tepebaşı',
    neighborhood: 'Hoşnudiye Mah',
    addressText: 'İsmet İnönü Cad. No: 58',
    phone: '2222301111',
    hours: 'street',
    carDelivery: false,
    isActive: false,
  },
  // Open, but in a city delivery does not reach while it is passive (PASSIVE_CITY_IDS): never offered.
  {
    nameTr: 'Vitrin Hakkâri',
    nameEn: 'Vitrin Hakkâri',
    city: 30,
    district: 'Merkez',
    neighborhood: 'Bağlarbaşı Mah (durankaya Beldesi)',
    addressText: 'Cumhuriyet Cad. No: 5',
    phone: '4382111212',
    hours: 'street',
    carDelivery: false,
  },
];

/** A demo store as a row, its place ids looked up by name (a name missing from the data is a bug here). */
function rowOf(store: DemoStore) {
  const city = cities().find((c) => c.Value === store.city);
  const district = districts(store.city).find((d) => d.Text === store.district);
  const neighborhood = district && neighborhoods(district.Value).find((n) => n.Text === store.neighborhood);
  if (!city || !district || !neighborhood) throw new Error(`pickup store ${store.nameEn}: unknown place`);
  return {
    nameTr: store.nameTr,
    nameEn: store.nameEn,
    cityId: city.Value,
    cityName: city.Text,
    districtId: district.Value,
    districtName: district.Text,
    neighborhoodId: neighborhood.Value,
    neighborhoodName: neighborhood.Text,
    addressText: store.addressText,
    phone: store.phone,
    hoursTr: HOURS[store.hours].tr,
    hoursEn: HOURS[store.hours].en,
    carDelivery: store.carDelivery,
    isActive: store.isActive ?? true,
  };
}

/** The click-and-collect stores, added once (a store already there by its Turkish name is left as it is). */
export const pickupSeeder: Seeder = {
  name: 'pickup stores',
  async run(db) {
    const existing = new Set((await db.select({ name: pickupLocations.nameTr }).from(pickupLocations)).map((row) => row.name));
    const rows = STORES.filter((store) => !existing.has(store.nameTr)).map(rowOf);
    if (rows.length > 0) await db.insert(pickupLocations).values(rows);
  },
};
