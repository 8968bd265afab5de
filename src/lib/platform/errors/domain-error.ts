import type { ErrorName } from './catalogue';

/**
 * A failure a domain function means the caller to see: a name from the catalogue and, where the
 * client needs more (tries left, a captcha challenge), a Result. One place maps it to the envelope.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorName,
    readonly result?: unknown,
    /** Values for the message's placeholders ({{max}}, {{from}} …). */
    readonly params?: Record<string, string | number>,
    /** Refused fields and their messages, already in the caller's language (a content editor's form). */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
