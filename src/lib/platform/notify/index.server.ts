// The notifier's public parts: enqueue messages in the transaction that causes them, send a
// one-time code at once, run the sender, and what the operator and the development outbox read.
export { enqueue, type Outgoing } from './outbox/enqueue.server';
export { flushOutbox, sendNow, startOutbox, stopOutbox } from './outbox/sender.server';
export { setCommercialConsent } from './outbox/consent.server';
export { forgetRecipients, outboxEntries, resendFailed } from './outbox/operator.server';
export { listSandboxOutbox, type OutboxMessage, sandboxMessage } from './sandbox.server';
