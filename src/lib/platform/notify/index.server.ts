import type { Notifier } from './notifier';
import { outboxNotifier } from './outbox.server';

/**
 * The notifier every flow sends through. Only the sandbox exists today; a real SMS or e-mail
 * provider implements the same interface and is chosen here by configuration.
 */
export function notifier(): Notifier {
  return outboxNotifier;
}
