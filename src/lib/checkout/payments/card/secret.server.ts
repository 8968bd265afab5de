import { env, serverSecret } from '@lib/platform/index.server';

/** The sandbox bank's signing key (BANK_SECRET, else one kept in the database). */
export function bankSecret(): Promise<string> {
  return serverSecret('bank', env().BANK_SECRET);
}
