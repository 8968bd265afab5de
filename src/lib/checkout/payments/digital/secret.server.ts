import { env, serverSecret } from '@lib/platform/index.server';

/** The digital providers' signing key: its own name, so a bank's signature never passes for a provider's. */
export function digitalSecret(): Promise<string> {
  return serverSecret('digital', env().BANK_SECRET && `${env().BANK_SECRET}:digital`);
}
