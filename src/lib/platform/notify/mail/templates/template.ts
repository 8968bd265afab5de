import type { ReactNode } from 'react';
import type { MessageData, MessageKind } from '../../messages';
import type { Mail } from '../mail';
import type { Reason } from '../parts/Layout';

/** What a template makes of its data: the subject, the inbox preview, why it was sent, and the body. */
export interface Composed {
  subject: string;
  preview: string;
  reason: Reason;
  body: ReactNode;
}

/** A template: one kind's data, in the recipient's words, as an e-mail's parts. */
export type Template<K extends MessageKind> = (data: MessageData<K>, mail: Mail) => Composed;
