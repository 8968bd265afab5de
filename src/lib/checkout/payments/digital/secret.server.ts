import { env } from '@lib/platform/config/env.server';
import { serverSecret } from '@lib/platform/db/secrets.server';

/** The digital providers' signing key: its own name, so a bank's signature never passes for a provider's. */
export function digitalSecret(): Promise<string> {
  return serverSecret('digital', env().BANK_SECRET && `${env().BANK_SECRET}:digital`);
}
