import type { MasterPassInfo } from '@lib/checkout/schema';

/** The card wallet tab: link the wallet, list, add and delete saved cards, and choose one to pay the rest with. */
export function WalletTab(_props: { isGuest: boolean; amount: number; onChange: (info: MasterPassInfo | null) => void }) {
  return null;
}
