import { z } from 'zod';

/** One SMS or e-mail the store sends. */
export const messageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  recipient: z.string().min(1).max(255),
  subject: z.string().max(255).optional(),
  body: z.string().min(1).max(10_000),
});
export type OutgoingMessage = z.infer<typeof messageSchema>;

/** What every transport implements: the sandbox outbox here, an SMS or mail provider in production. */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
