import { z } from 'zod';

// The wire contract of recording a choice: necessary cookies are not a choice (always on), so the
// body carries only the two a shopper decides; no version, no time, no id: the server sets those.

/** POST /cop-api/consent: what the shopper allowed. */
export const consentBodySchema = z.strictObject({
  Analytics: z.boolean(),
  Marketing: z.boolean(),
});

/** The proof handed back: the record's receipt, the cookie text's version recorded and when. */
const consentReceiptSchema = z.object({
  Receipt: z.string(),
  Version: z.number().int().nonnegative(),
  RecordedAt: z.string(),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;
