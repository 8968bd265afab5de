import { z } from 'zod';

/** POST create partner guid: the referring partner's code, as affiliate links carry it. */
export const partnerSchema = z.object({
  Partner: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type PartnerInput = z.infer<typeof partnerSchema>;

/** What the session remembers of the referring partner. */
export interface PartnerGuid {
  Partner: string;
  Guid: string;
}
