import { z } from 'zod';
import { text } from '@lib/platform';

/** POST create partner guid: the referring partner's code, as affiliate links carry it. */
export const partnerSchema = z.object({
  Partner: text(64).pipe(
    z
      .string()
      .trim()
      .min(1)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
});
export type PartnerInput = z.infer<typeof partnerSchema>;

/** What the session remembers of the referring partner. */
export interface PartnerGuid {
  Partner: string;
  Guid: string;
}
