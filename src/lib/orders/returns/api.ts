// The easy-return calls, in one place so the island, the pages and the tests agree.
const BASE = '/order-web-bff/api/v1/easy-returns';

/** Paths of the easy-return calls. */
export const RETURNS_API = {
  items: `${BASE}/items`,
  reasons: `${BASE}/reasons`,
  submit: `${BASE}`,
  success: `${BASE}/success`,
  cancel: `${BASE}/cancel`,
  uploadStart: `${BASE}/uploads/start`,
  uploadChunk: `${BASE}/uploads/chunk`,
  uploadStatus: `${BASE}/uploads/status`,
  /** The easy-return variants of the address calls: the book with each address's service-area flag, and a save. */
  addresses: `${BASE}/addresses`,
  saveAddress: `${BASE}/add-or-update-address`,
  /** The home-pickup service area: its cities and their districts. */
  homeLocations: `${BASE}/available-return-home-locations`,
} as const;
