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
} as const;
