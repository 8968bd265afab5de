// Favourites rules both sides share (docs/behaviour/bag.md#guest-favourites): the calls' paths and
// the guest list's cookie. Client-safe and free of zod, so the shell's hearts stay tiny.

/** The favourites calls, under /cop-api (docs/behaviour/bag.md#favourites). */
export const FAVOURITES_API = {
  list: '/cop-api/favorites',
  add: '/cop-api/favorites/add',
  remove: '/cop-api/favorites',
  count: '/cop-api/favorites/count',
  ids: '/cop-api/favorites/ids',
  guest: '/cop-api/favorites/guest',
  settings: '/cop-api/favorites/settings',
} as const;

/** A guest's favourite as the device stores it (docs/behaviour/bag.md#guest-favourites): product id and variant id (0: no size chosen). */
export interface GuestFavourite {
  pId: number;
  vId: number;
}

/** The cookie that mirrors a guest's list, so the server can draw the guest's favourites page. */
export const GUEST_COOKIE = 'favs';
/** The guest cookie's lifetime (docs/behaviour/bag.md#guest-favourites). */
export const GUEST_COOKIE_DAYS = 365;
/** The page size of the favourites list (docs/behaviour/constants.md#page-sizes). */
export const FAVOURITES_PAGE_SIZE = 5;

const MAX_ID = 2_147_483_647;
/** The longest entry "pId.vId" a valid list can hold: two ten-digit ids and the dot. */
const ENTRY_MAX = 21;
const ENTRY = /^(\d{1,10})\.(\d{1,10})$/;

/** The cookie's text for a list: "pId.vId" entries joined by "-", newest first. */
export function guestCookieValue(list: readonly GuestFavourite[]): string {
  return list.map((f) => `${f.pId}.${f.vId}`).join('-');
}

/**
 * Reads a guest cookie. It is attacker input: anything longer than `max` entries could be is
 * refused whole, malformed or out-of-range entries are skipped, a product appears once, and at
 * most `max` entries come back.
 */
export function parseGuestCookie(value: string | undefined, max: number): GuestFavourite[] {
  if (!value || max < 1 || value.length > max * (ENTRY_MAX + 1)) return [];
  const list: GuestFavourite[] = [];
  const seen = new Set<number>();
  for (const entry of value.split('-')) {
    const match = ENTRY.exec(entry);
    if (!match) continue;
    const pId = Number(match[1]);
    const vId = Number(match[2]);
    if (pId < 1 || pId > MAX_ID || vId > MAX_ID || seen.has(pId)) continue;
    seen.add(pId);
    list.push({ pId, vId });
    if (list.length === max) break;
  }
  return list;
}
