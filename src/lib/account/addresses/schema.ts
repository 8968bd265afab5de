import { z } from 'zod';
import { id, text, withRules, type FieldRules } from '@lib/platform';

/** At most 4 saved addresses (docs/behaviour/addresses.md#the-address-book). */
export const MAX_ADDRESSES = 4;
/** Country id of Turkey, the only country delivered to. */
export const COUNTRY_ID = 1;
/** InvoiceType: 1 individual, 0 corporate. */
export const INVOICE = { individual: 1, corporate: 0 } as const;

// Billing follows the invoice type (docs/behaviour/addresses.md#billing-and-invoice-type): a person and a citizen id, or a company
// with its tax number and tax office. The form shows one set; the form and the endpoint check only it.
const individual = ['onlyIf', 'InvoiceType', INVOICE.individual] as const;
const corporate = ['onlyIf', 'InvoiceType', INVOICE.corporate] as const;
export const addressRules = {
  AddressDescription: [['required'], ['max', 30], ['addressRegex']],
  Name: [individual, ['required'], ['max', 255], ['nameChars'], ['minLetters', 5]],
  Phone: [['required'], ['phone']],
  CityID: [['required_value']],
  DistrictID: [['required_value']],
  NeighborhoodID: [['required_value']],
  AddressText: [['required'], ['min', 10], ['max', 105], ['addressRegex']],
  CitizenID: [individual, ['tckn']],
  CorporateName: [corporate, ['required'], ['max', 255], ['minLetters', 5]],
  TaxNo: [corporate, ['required'], ['numeric'], ['taxNumber']],
  TaxOffice: [corporate, ['required'], ['max', 50], ['addressRegex']],
} as const satisfies FieldRules;

const addressId = id({ min: 0, max: 10_000_000 }).default(0);
export const addressSchema = withRules(
  z.object({
    ID: addressId,
    AddressDescription: text(100),
    Name: text(255),
    Phone: text(20),
    CountryID: z.literal(COUNTRY_ID).default(COUNTRY_ID),
    CityID: addressId,
    DistrictID: addressId,
    NeighborhoodID: addressId,
    AddressText: text(255),
    InvoiceType: z.union([z.literal(INVOICE.individual), z.literal(INVOICE.corporate)]).default(INVOICE.individual),
    CitizenID: text(20),
    CorporateName: text(255),
    TaxNo: text(20),
    TaxOffice: text(100),
    IsFavorite: z.boolean().default(false),
  }),
  addressRules,
);
export type AddressInput = z.infer<typeof addressSchema>;

/** A saved address as the calls answer it. */
export interface Address {
  ID: number;
  AddressDescription: string;
  Name: string;
  CorporateName: string;
  Phone: string;
  CountryID: number;
  CountryName: string;
  CityID: number;
  CityName: string;
  DistrictID: number;
  DistrictName: string;
  NeighborhoodID: number;
  NeighborhoodName: string;
  AddressText: string;
  InvoiceType: number;
  CitizenID: string;
  TaxNo: string;
  TaxOffice: string;
  IsFavorite: boolean;
  IsCityActive: boolean;
  isSuitableReturnFromHome: boolean;
}

/** A place to choose: its id (Value), name (Text) and, for cities, whether delivery reaches it. */
export interface Place {
  Value: number;
  Text: string;
  IsActive: boolean;
}

/** The address calls under /cop-api (docs/behaviour/addresses.md#calls). */
export const ADDRESS_API = {
  all: '/cop-api/address/all',
  save: '/cop-api/address/add-or-update',
  detail: '/cop-api/address/detail',
  remove: '/cop-api/address/delete',
  cities: '/cop-api/address/cities',
  districts: '/cop-api/address/districts',
  neighborhoods: '/cop-api/address/neighborhoods',
  passiveCities: '/cop-api/address/passive-cities',
  favorite: '/cop-api/address/set-favorite',
} as const;
