import { atom } from 'nanostores';
import { type DataLayerItem, pushEcommerce, call } from '@lib/platform';
import { FAVOURITES_API, GUEST_COOKIE, GUEST_COOKIE_DAYS, type GuestFavourite, guestCookieValue, parseGuestCookie } from './rules';

// One favourites store for guests and members, shared by the hearts, the badges and the list
// (client-safe, framework-free). A guest's list lives in local storage, mirrored to a cookie for the
// server; a member's lives on the server and the store keeps its product ids. The shell's
// <session-sync> starts it with the server's view of the session.

/** The product ids the visitor keeps as favourites (hearts filled for these). */
export const $favouriteIds = atom<ReadonlySet<number>>(new Set());
/** How many favourites the visitor keeps (the header and bottom navigation badges). */
export const $favouriteCount = atom(0);
/** Raised (a new value each time) when a guest's list is full: the sign-in prompt opens. */
export const $guestFull = atom(0);

const STORAGE_KEY = 'vitrin:favourites';
/** The server's default guestMaxItemCount, until the page says otherwise. */
let guestMax = 20;
/** Bound on what local storage may hold when read back (the guest cap applies when adding). */
const LOCAL_BOUND = 500;

let start: (member: boolean) => void = () => undefined;
/** Resolves with whether the visitor is a member, once the shell has told the store. */
const isMember = new Promise<boolean>((resolve) => {
  start = resolve;
});
let started = false;
let merged: Promise<boolean> = Promise.resolve(false);
let idsLoaded: Promise<void> | undefined;

function setIds(ids: Iterable<number>): void {
  const set = new Set(ids);
  $favouriteIds.set(set);
  $favouriteCount.set(set.size);
}

/** The guest's list from local storage, newest first (checked like the cookie: it is stored input). */
function readLocal(): GuestFavourite[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return parseGuestCookie(
      guestCookieValue(raw.filter((f): f is GuestFavourite => Number.isInteger(f?.pId) && Number.isInteger(f?.vId))),
      LOCAL_BOUND,
    );
  } catch {
    return [];
  }
}

/** Keeps the guest's list in local storage and in the cookie the server reads (365 days). */
function writeLocal(list: readonly GuestFavourite[]): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    if (list.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private modes may refuse storage; the cookie still carries the list.
  }
  const age = list.length ? GUEST_COOKIE_DAYS * 24 * 60 * 60 : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions the store supports; this is its one cookie write.
  document.cookie = `${GUEST_COOKIE}=${guestCookieValue(list)}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`;
  setIds(list.map((f) => f.pId));
}

/** Sends the device's guest list to the member's account, then forgets it locally; true when it did. */
async function mergeGuestList(): Promise<boolean> {
  const list = readLocal();
  if (!list.length) return false;
  const answer = await call(FAVOURITES_API.guest, {
    method: 'POST',
    body: { Items: list.map((f) => ({ productId: f.pId, variantId: f.vId })) },
    silent: true,
  }).catch(() => undefined);
  if (answer?.Success) writeLocal([]);
  return answer?.Success === true;
}

/** Resolves once a guest list kept on this device has gone to the member's account: true when one did (the list then reloads). */
export async function guestListMerged(): Promise<boolean> {
  return (await isMember) && merged;
}

/**
 * Starts the store with the server's view of the session: a guest's list is read (and its cookie
 * renewed); on a member's page a list kept on this device as a guest is merged into the account.
 */
export function startFavourites(member: boolean, max?: number): void {
  if (started) return;
  started = true;
  if (max && max > 0) guestMax = max;
  if (member) merged = mergeGuestList();
  else writeLocal(readLocal());
  start(member);
}

/** Loads a member's favourite ids once (the hearts need them); a guest's are already there. */
export function loadFavouriteIds(): Promise<void> {
  idsLoaded ??= isMember.then(async (member) => {
    if (!member) return;
    await merged;
    const answer = await call<number[]>(FAVOURITES_API.ids, { silent: true }).catch(() => undefined);
    if (answer?.Success && answer.Result) setIds(answer.Result);
  });
  return idsLoaded;
}

/** Loads the count after `delayMs` (docs/behaviour/constants.md#timers: 0.5 s in the cart, 2 s at checkout), unless the ids came. */
export function loadFavouriteCount(delayMs = 0): void {
  setTimeout(() => {
    void isMember.then(async (member) => {
      if (!member || idsLoaded) return;
      await merged;
      const answer = await call<{ Count: number }>(FAVOURITES_API.count, { silent: true }).catch(() => undefined);
      if (answer?.Success && answer.Result && !idsLoaded) $favouriteCount.set(answer.Result.Count);
    });
  }, delayMs);
}

/**
 * Starts a member's count from a page's server-drawn list (the bag's favourites tab), so the badges
 * agree with the tab before the timer reads it again; a guest's count is the device's list already.
 */
export function seedFavouriteCount(count: number): void {
  void isMember.then((member) => {
    if (member && !idsLoaded && Number.isInteger(count) && count >= 0) $favouriteCount.set(count);
  });
}

/** What a toggle did; `failed` carries the server's message. */
export type ToggleResult = { done: 'added' | 'removed' } | { done: 'full' } | { done: 'failed'; message?: string };

async function memberToggle(productId: number, variantId: number | undefined, had: boolean): Promise<ToggleResult> {
  const before = $favouriteIds.get();
  const after = new Set(before);
  if (had) after.delete(productId);
  else after.add(productId);
  setIds(after);
  const answer = await (had
    ? call(FAVOURITES_API.remove, { method: 'DELETE', query: { productId } })
    : call(FAVOURITES_API.add, { method: 'POST', body: { productId, variantId } })
  ).catch(() => undefined);
  if (answer?.Success) return { done: had ? 'removed' : 'added' };
  setIds(before);
  return { done: 'failed', message: answer?.Message ?? undefined };
}

/**
 * Adds a product to the favourites (with the chosen size, if any) or removes it when it is one
 * already. A guest's list stops at guestMaxItemCount and raises $guestFull. An addition pushes
 * add_to_wishlist to the data layer.
 */
export async function toggleFavourite(productId: number, variantId: number | undefined, item: DataLayerItem): Promise<ToggleResult> {
  const member = await isMember;
  if (member) await loadFavouriteIds();
  const had = $favouriteIds.get().has(productId);
  let result: ToggleResult;
  if (member) result = await memberToggle(productId, variantId, had);
  else {
    const list = readLocal();
    if (had) writeLocal(list.filter((f) => f.pId !== productId));
    else if (list.length >= guestMax) {
      $guestFull.set($guestFull.get() + 1);
      return { done: 'full' };
    } else writeLocal([{ pId: productId, vId: variantId ?? 0 }, ...list]);
    result = { done: had ? 'removed' : 'added' };
  }
  if (result.done === 'added') pushEcommerce('add_to_wishlist', [item]);
  return result;
}

/** Remembers the size chosen for a favourite (the list's size choice); quiet, as it is only a preference. */
export async function chooseFavouriteSize(productId: number, variantId: number): Promise<void> {
  if (await isMember)
    await call(FAVOURITES_API.add, { method: 'POST', body: { productId, variantId }, silent: true }).catch(() => undefined);
  else writeLocal(readLocal().map((f) => (f.pId === productId ? { ...f, vId: variantId } : f)));
}

/** A favourite that left the list elsewhere (moved to the bag): the server removed a member's, a guest's goes here. */
export async function favouriteGone(productId: number): Promise<void> {
  if (await isMember) {
    const after = new Set($favouriteIds.get());
    after.delete(productId);
    if (idsLoaded) setIds(after);
    else $favouriteCount.set(Math.max(0, $favouriteCount.get() - 1));
  } else writeLocal(readLocal().filter((f) => f.pId !== productId));
}

/** A favourite the list removed itself (its remove button), with no data-layer event. */
export async function removeFavourite(productId: number): Promise<boolean> {
  if (!(await isMember)) {
    await favouriteGone(productId);
    return true;
  }
  const answer = await call(FAVOURITES_API.remove, { method: 'DELETE', query: { productId } }).catch(() => undefined);
  if (answer?.Success) await favouriteGone(productId);
  return answer?.Success === true;
}
