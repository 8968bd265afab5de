import { env } from '@lib/platform/index.server';
import type { BinInfo, PaymentGateway } from './gateway';
import { sandboxBank } from './card/sandbox-bank.server';
import { iyzicoGateway } from './iyzico/gateway.server';

/** The store's payment gateway, as configured: iyzico (PAYMENT_PROVIDER=iyzico, decision 0045) or the sandbox bank (the default). */
export function paymentGateway(): PaymentGateway {
  return env().PAYMENT_PROVIDER === 'iyzico' ? iyzicoGateway : sandboxBank;
}

/** What a card number's BIN tells at the store's acquirer, its plans priced for `amount` when given; null for an unknown BIN. */
export function cardDirectory(cardNo: string, amount?: number): Promise<BinInfo | null> {
  return paymentGateway().lookupCard(cardNo, amount);
}

/**
 * Where the checkout's 3-D frame may go besides this site: iyzico's page leads to the card's bank
 * (any https address) and to iyzico itself; the sandbox bank stays on this site.
 */
export function paymentFrameSources(): readonly string[] {
  // Read on every answer, from settings fixed for the process's life: worked out once.
  frameSources ??= (() => {
    const settings = env();
    return settings.PAYMENT_PROVIDER === 'iyzico' ? ['https:', new URL(settings.IYZICO_BASE_URL).origin] : [];
  })();
  return frameSources;
}

let frameSources: readonly string[] | undefined;
