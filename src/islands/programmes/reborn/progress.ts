import type { PhotoNote, StepValues } from '@lib/programmes/reborn/form';

// The application's progress kept for a reload in the same tab (sessionStorage): the step, what was
// typed and the photos already uploaded, so a reload, a dropped connection or a slip of the thumb
// does not send the seller back to an empty first step.

/** Where the progress is kept. */
export const PROGRESS_KEY = 'vitrin.reborn.progress';

/**
 * Never written to storage, whatever the step: the national ID number and the bank account (IBAN
 * and its holder). sessionStorage is plain text that any script of the page and anyone at the
 * device can read; the seller types these again after a reload (the form says why).
 */
export const NEVER_KEPT = ['customerTckn', 'ibanNumber', 'recipientName'] as const;

/** A kept photo: its upload id, file name and a small still of it (the File itself does not survive a reload). */
export interface KeptPhoto extends PhotoNote {
  still?: string;
}

/** The progress as kept. */
export interface Progress {
  step: number;
  /** The draft saved at the price step, when there is one: the progress is its, not a new application's. */
  rebornId?: number;
  /** The idempotency key of the application being made, so a save after a reload is still the same one. */
  key: string;
  customer: StepValues;
  product: StepValues;
  price: StepValues;
  photos: KeptPhoto[];
}

const withoutSensitive = (values: StepValues): StepValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !(NEVER_KEPT as readonly string[]).includes(name)));

/** The progress as it may be written: the sensitive fields left out of every step. */
export function keptProgress(progress: Progress): Progress {
  return {
    ...progress,
    customer: withoutSensitive(progress.customer),
    product: withoutSensitive(progress.product),
    price: withoutSensitive(progress.price),
  };
}

const isValues = (value: unknown): value is StepValues => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The progress read back, or undefined when there is none or it is not one (another version, a hand edit). */
export function readProgress(text: string | null): Progress | undefined {
  if (!text) return undefined;
  let read: Partial<Progress>;
  try {
    read = JSON.parse(text) as Partial<Progress>;
  } catch {
    return undefined;
  }
  const { step, key, customer, product, price, photos, rebornId } = read;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > 3) return undefined;
  if (typeof key !== 'string' || !isValues(customer) || !isValues(product) || !isValues(price) || !Array.isArray(photos)) return undefined;
  const kept = photos.filter((p): p is KeptPhoto => typeof p?.id === 'string' && typeof p?.name === 'string');
  // Left out again on the way in: a value written by an older page never reaches the form.
  return keptProgress({ step, key, customer, product, price, photos: kept, ...(typeof rebornId === 'number' && { rebornId }) });
}

/**
 * Whether the kept progress is the form's to take back: it belongs to the draft the page opened (the
 * draft's own progress, or a new application's when the page opened none). A progress of another
 * draft, or of a new application when the page resumes a draft, is left.
 */
export function isRestorable(progress: Progress, resumedId: number | undefined): boolean {
  return progress.rebornId === resumedId;
}
