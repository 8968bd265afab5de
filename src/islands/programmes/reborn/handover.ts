import type { AddressOption } from '@lib/programmes/reborn/form';

// Which saved addresses the form offers for each handover (docs/behaviour/reborn.md#handover): the
// server says of each whether a courier collects from it (the easy return's rule); the server
// refuses a pickup from any other, so the form never offers one.

/** The address choices: for a pickup, those outside the courier's area shown but disabled, their text saying why. */
export function addressChoices(addresses: readonly AddressOption[], pickup: boolean, outside: string) {
  return addresses.map((a) => {
    const refused = pickup && !a.pickup;
    return { value: a.value, text: refused ? `${a.text} (${outside})` : a.text, disabled: refused };
  });
}

/**
 * The address once pickup is chosen: the one chosen if the courier reaches it, else the only one it
 * reaches, else none (the member chooses).
 */
export function addressForPickup(addresses: readonly AddressOption[], chosen: string): string {
  const served = addresses.filter((a) => a.pickup);
  if (served.some((a) => a.value === chosen)) return chosen;
  return served.length === 1 ? served[0]!.value : '';
}

/** Whether the handover can go ahead from the chosen address: always to bring or post it, for a pickup only where the courier reaches. */
export const handoverReaches = (addresses: readonly AddressOption[], handover: string, chosen: string): boolean =>
  handover !== 'pickup' || addresses.some((a) => a.value === chosen && a.pickup);

/** Whether the server refused the application's address: no longer the member's, or outside the courier's area for a pickup. */
export const refusesAddress = (answer: { Exception?: { ErrorCode: string | number } | null }): boolean =>
  answer.Exception?.ErrorCode === 'REBORN_PICKUP_UNAVAILABLE' || answer.Exception?.ErrorCode === 'ADDRESS_NOT_FOUND';
