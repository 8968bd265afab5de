import type { PaymentSetting } from './catalogue';

// What the Reborn form gets from its page, and what it keeps between steps.

/** A choice of a select. */
export interface Option {
  value: string;
  text: string;
}

/** A saved address as the form offers it: whether a courier collects from it (docs/behaviour/reborn.md#handover). */
export interface AddressOption extends Option {
  pickup: boolean;
}

/** A category as GET categories answers it. */
export interface Category {
  id: number;
  displayCode: string;
  displayName: string;
  otherText: string;
}

/** A category's questions as GET attributes answers them. */
export interface Attributes {
  attributes: { name: string; label: string; options: Option[] }[];
  checkboxes: { name: string; label: string }[];
  /** The brands the category takes. */
  brands: string[];
  description: string;
}

/** A photo of the application: its upload id and file name. */
export interface PhotoNote {
  id: string;
  name: string;
}

/** The three steps' fields as the form holds them (text, a ticked box as true). */
export type StepValues = Record<string, unknown>;

/** The member's draft, saved and awaiting their approval (step 3 again, when they come back). */
export interface Resume {
  RebornId: number;
  IsOtpRequired: boolean;
  /**
   * What the draft says, as the form's fields hold it, so the check step lists it and each step can
   * be edited. Never the national ID number or the IBAN: those stay on the server and are typed
   * again to revise the draft (the check step shows the IBAN masked).
   */
  values: { customer: StepValues; product: StepValues; price: StepValues };
  photos: PhotoNote[];
  maskedIban: string | null;
}

/** Everything the page hands the form. */
export interface RebornSetup {
  member: { customerName: string; customerSurname: string; customerEmail: string; customerPhone: string };
  addresses: AddressOption[];
  /** The cities a courier collects from, as the form names them. */
  pickupCities: string[];
  categories: Category[];
  settings: (PaymentSetting & { displayName: string })[];
  conditions: Option[];
  resume?: Resume;
}
