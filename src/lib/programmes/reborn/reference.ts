import { codeOfId } from '@lib/platform';

// A Reborn application's reference, read like an order number (V261122-K7PQ3M): R, the day it was
// created and six characters derived from its id, so every application, old ones too, has one.

/** The application's reference, e.g. R261125-K7PQ3M. */
export function rebornReference(id: number, createdAt: Date): string {
  return `R${createdAt.toISOString().slice(2, 10).replaceAll('-', '')}-${codeOfId(id)}`;
}
