import { z } from 'zod';

/** Error codes the server answers with; the spec's own codes join them as domains need them. */
export const ErrorCode = {
  Maintenance: 5000,
  Validation: 'VALIDATION_ERROR',
  Forbidden: 'E101',
  NotFound: 'E104',
  Generic: 'E100',
  TooManyRequests: 'E107',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

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

/** Whether an answer tells the client the store is in maintenance. */
export function isMaintenance(body: unknown): boolean {
  const parsed = envelopeSchema.safeParse(body);
  return parsed.success && !parsed.data.Success && parsed.data.Exception?.ErrorCode === ErrorCode.Maintenance;
}
