import type { PaymentMethod } from '@lib/checkout/schema';

/** The digital payments tab: choose the provider whose page pays the rest. */
export function DigitalTab(_props: { value: PaymentMethod | null; onChange: (method: PaymentMethod) => void }) {
  return null;
}
