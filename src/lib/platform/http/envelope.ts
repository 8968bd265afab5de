import { z } from 'zod';

/** The envelope of every JSON answer: { Success, Result, Message, Exception: { ErrorCode } }. */
export const envelopeSchema = z.object({
  Success: z.boolean(),
  Result: z.unknown().optional(),
  Message: z.string().nullable().optional(),
  Exception: z
    .object({
      ErrorCode: z.union([z.string(), z.number()]),
      /** Field → first failing rule's message, on a 400. */
      FieldErrors: z.record(z.string(), z.string()).optional(),
    })
    .nullable()
    .optional(),
});

export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'Result'> & { Result?: T };
